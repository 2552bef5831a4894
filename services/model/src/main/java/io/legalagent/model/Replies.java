package io.legalagent.model;

import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.QueryType;
import io.legalagent.ports.PlannedStep;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.ReplanDecision;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * Reads each skill's reply into its port value. Empty means the reply was unusable: the caller then
 * applies the skill's fallback and counts a parse failure. Field names have a few accepted spellings
 * because models drift from the requested ones.
 */
final class Replies {
    static final String DEFAULT_PHASE = "research";
    private static final int ALTERNATIVES = 2;
    private static final Pattern BOLD_ANSWER =
            Pattern.compile("(?i)\\*\\*\\s*answer\\s*:?\\s*\\(?\\s*([a-z])\\s*\\)?\\s*\\*\\*");
    private static final Pattern WHOLE_FENCE = Pattern.compile("(?s)^```[\\w-]*\\R(.*?)\\R?```$");
    private static final Pattern PLAIN_ANSWER = Pattern.compile("(?i)\\banswer\\s*:?\\s*\\(\\s*([a-z])\\s*\\)");

    private Replies() {}

    static Optional<InjectionVerdict> verdict(String reply) {
        return LenientJson.object(reply).flatMap(json -> {
            var safe = LenientJson.text(json, "is_safe", "safe").map(v -> v.toLowerCase(Locale.ROOT));
            if (safe.isEmpty() || !(safe.get().equals("true") || safe.get().equals("false"))) {
                return Optional.empty();
            }
            String reasoning = LenientJson.text(json, "reasoning", "reason").orElse("");
            return Optional.of(new InjectionVerdict(safe.get().equals("true"), reasoning));
        });
    }

    static Optional<QueryType> queryType(String reply) {
        return LenientJson.object(reply)
                .flatMap(json -> LenientJson.text(json, "query_type", "type", "classification"))
                .map(v -> v.toLowerCase(Locale.ROOT).replace('-', '_').replace(' ', '_'))
                .flatMap(v -> switch (v) {
                    case "simple" -> Optional.of(QueryType.SIMPLE);
                    case "multi_hop", "multihop" -> Optional.of(QueryType.MULTI_HOP);
                    default -> Optional.empty();
                });
    }

    static Optional<List<PlannedStep>> plan(String reply) {
        var object = LenientJson.object(reply);
        var items = object.map(json -> json.has("steps") ? json.get("steps") : json.get("plan"));
        var array = items.filter(JsonNode::isArray).or(() -> LenientJson.array(reply));
        return array.map(Replies::steps).filter(steps -> !steps.isEmpty());
    }

    static Optional<QuerySet> querySet(String reply) {
        return LenientJson.object(reply).flatMap(json -> LenientJson.text(json, "primary", "primary_query", "query")
                .map(primary -> {
                    var alternatives = new LinkedHashSet<String>();
                    var listed = json.has("alternatives") ? json.get("alternatives") : json.get("alternative_queries");
                    if (listed != null && listed.isArray()) {
                        for (var item : listed) {
                            String text = item.isValueNode() ? item.asString().strip() : "";
                            if (!text.isEmpty() && !text.equalsIgnoreCase(primary)) {
                                alternatives.add(text);
                            }
                        }
                    }
                    return new QuerySet(
                            primary, alternatives.stream().limit(ALTERNATIVES).toList());
                }));
    }

    static Optional<ReplanDecision> replan(String reply) {
        return LenientJson.object(reply).flatMap(json -> {
            var action = LenientJson.text(json, "action", "decision")
                    .map(v -> v.toLowerCase(Locale.ROOT).replace('-', '_').replace(' ', '_'))
                    .flatMap(Replies::action);
            if (action.isEmpty()) {
                return Optional.empty();
            }
            String question =
                    LenientJson.text(json, "question", "new_question", "query").orElse(null);
            if (action.get() != ReplanDecision.Action.COMPLETE && question == null) {
                return Optional.empty(); // a step without a question cannot be researched
            }
            String reasoning = LenientJson.text(json, "reasoning", "reason").orElse("");
            return Optional.of(new ReplanDecision(
                    action.get(), action.get() == ReplanDecision.Action.COMPLETE ? null : question, reasoning));
        });
    }

    /**
     * The chosen letter from a JSON object that is not quite the schema's (fenced, with prose around
     * it, another field name), else from {@code **Answer: (X)**} in prose, the reasoning being the rest.
     */
    static Optional<McSelection> selection(String raw) {
        var json = LenientJson.object(raw).flatMap(object -> LenientJson.text(object, "letter", "answer", "choice")
                .map(letter -> letter.strip().replaceAll("[()\\s]", "").toUpperCase(Locale.ROOT))
                .filter(letter -> letter.matches("[A-Z]"))
                .map(letter -> McSelection.chose(
                        letter,
                        LenientJson.text(object, "reasoning", "reason")
                                .orElse("")
                                .strip())));
        if (json.isPresent()) {
            return json;
        }
        String reply = unfenced(raw);
        var matcher = BOLD_ANSWER.matcher(reply);
        if (!matcher.find()) {
            matcher = PLAIN_ANSWER.matcher(reply);
            if (!matcher.find()) {
                return Optional.empty();
            }
        }
        String letter = matcher.group(1).toUpperCase(Locale.ROOT);
        String reasoning = (reply.substring(0, matcher.start()) + reply.substring(matcher.end())).strip();
        return Optional.of(McSelection.chose(letter, reasoning));
    }

    /** The memo as written, unwrapped when the whole reply sits in one code fence. */
    static Optional<String> synthesis(String reply) {
        String text = unfenced(reply);
        return text.isEmpty() ? Optional.empty() : Optional.of(text);
    }

    private static String unfenced(String reply) {
        if (reply == null) {
            return "";
        }
        var fenced = WHOLE_FENCE.matcher(reply.strip());
        return fenced.matches() ? fenced.group(1).strip() : reply.strip();
    }

    private static Optional<ReplanDecision.Action> action(String value) {
        return switch (value) {
            case "next_step", "next", "nextstep" -> Optional.of(ReplanDecision.Action.NEXT_STEP);
            case "retry" -> Optional.of(ReplanDecision.Action.RETRY);
            case "complete", "done", "stop" -> Optional.of(ReplanDecision.Action.COMPLETE);
            default -> Optional.empty();
        };
    }

    private static List<PlannedStep> steps(JsonNode array) {
        var steps = new ArrayList<PlannedStep>();
        for (var item : array) {
            if (item.isObject()) {
                LenientJson.text(item, "question", "query")
                        .ifPresent(q -> steps.add(
                                new PlannedStep(LenientJson.text(item, "phase").orElse(DEFAULT_PHASE), q)));
            } else if (item.isValueNode() && !item.asString().isBlank()) {
                steps.add(new PlannedStep(DEFAULT_PHASE, item.asString().strip()));
            }
        }
        return steps;
    }
}
