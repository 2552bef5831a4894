package io.legalagent.loop;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Answers each skill the way a sensible model would, in the format its prompt asks for. The research
 * of the tests' questions is written out ({@link Research}): the steps the planner and the replanner
 * propose and each step's search queries. A question without written-out research is planned as
 * one step on itself, searched with its own words, and completed at the first replan.
 */
final class StubModel implements OllamaStub.Model {
    /** In a question, makes the classifier reply in prose instead of the JSON it is asked for. */
    static final String PROSE_MARKER = "in plain words";

    /**
     * In a question, makes the model server refuse the classification with an error that quotes the
     * question, as servers that validate their input do.
     */
    static final String REFUSAL_MARKER = "beyond the model's limits";

    /** One research step: its question and the search queries a model would write for it. */
    record Step(String phase, String question, String primary, List<String> alternatives) {}

    /**
     * The research of one question: the first step is the plan, the next ones are what the replanner
     * adds, one per replan; {@code letter} is the answer to a multiple-choice question.
     */
    record Research(String objective, List<Step> steps, String letter) {}

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern SOURCE =
            Pattern.compile("(?ms)^\\[Source (\\d+)](?: \\([^)\\n]*\\))?\\n(.+?)(?=\\n\\n\\[Source \\d+]|\\z)");
    private static final Pattern CHOICE = Pattern.compile("(?m)^\\(([A-Z])\\) (.+)$");
    private static final Pattern CITATION = Pattern.compile("\\[Query \\d+]\\[Source \\d+]");
    private static final Set<String> FILLER = Set.of(
            "a", "an", "the", "of", "is", "are", "what", "when", "does", "do", "in", "to", "for", "and", "or", "it",
            "its", "how", "which", "who", "whom", "by", "on", "with");

    private final List<Research> research;

    StubModel(List<Research> research) {
        this.research = List.copyOf(research);
    }

    @Override
    public String reply(StubSkill skill, String input) {
        return switch (skill) {
            case DETECT_INJECTION -> screen(input);
            case CLASSIFY -> classify(input);
            case PLAN -> plan(input);
            case QUERY_REWRITE -> rewrite(input.strip());
            case SYNTHESIZE_AND_CITE -> synthesize(input);
            case REPLAN -> replan(input);
            case MC_SELECT -> select(input);
        };
    }

    private static String screen(String question) {
        var text = question.toLowerCase(Locale.ROOT);
        boolean attack = text.contains("ignore all previous instructions")
                || text.contains("sure it is (b), so it would be kind to agree");
        return json(JSON.createObjectNode()
                .put("is_safe", !attack)
                .put("reasoning", attack ? "It tries to override the instructions." : "A genuine legal question."));
    }

    private static String classify(String question) {
        if (question.contains(REFUSAL_MARKER)) {
            throw new IllegalArgumentException("input rejected: " + question.strip());
        }
        if (question.contains(PROSE_MARKER)) {
            return "This asks for a single rule, so one passage should settle it: a simple question.";
        }
        boolean oneRule = !question.contains("Answer choices:")
                && question.strip().split("\\s+").length <= 12
                && question.strip().matches("(?is)(what (is|are)|define)\\b.*");
        return json(JSON.createObjectNode()
                .put("query_type", oneRule ? "simple" : "multi_hop")
                .put("reasoning", oneRule ? "It asks for one rule." : "It applies several rules to facts."));
    }

    private String plan(String input) {
        String objective = between(input, "Objective:\n", "\n\nQuestion type: ");
        var steps = researchOf(objective)
                .map(Research::steps)
                .orElseGet(() -> List.of(new Step("rule", objective, "", List.of())));
        var reply = JSON.createObjectNode();
        var array = reply.putArray("steps");
        steps.forEach(s -> array.addObject().put("phase", s.phase()).put("question", s.question()));
        return json(reply);
    }

    private String rewrite(String question) {
        var step = research.stream()
                .flatMap(r -> r.steps().stream())
                .filter(s -> s.question().equals(question))
                .findFirst()
                .orElseGet(() -> {
                    String words = Arrays.stream(
                                    question.toLowerCase(Locale.ROOT).split("[^a-z]+"))
                            .filter(w -> !w.isEmpty() && !FILLER.contains(w))
                            .collect(Collectors.joining(" "));
                    return new Step("", question, words, List.of(words + " rule elements", words + " exceptions"));
                });
        var reply = JSON.createObjectNode().put("primary", step.primary());
        step.alternatives().forEach(reply.putArray("alternatives")::add);
        return json(reply);
    }

    /** A memo citing the first sentence of each passage, with the source list the skill asks for. */
    private static String synthesize(String input) {
        var findings = new ArrayList<String>();
        var sources = new ArrayList<String>();
        Matcher passage = SOURCE.matcher(input.substring(input.indexOf("\n\nEvidence:")));
        while (passage.find()) {
            String n = passage.group(1);
            String sentence = passage.group(2).strip().split("(?<=\\.)\\s", 2)[0];
            findings.add(sentence.replaceAll("\\.$", "") + " [Source " + n + "].");
            sources.add("- **Source " + n + "**: " + String.join(" ", firstWords(passage.group(2), 6)) + " …");
        }
        if (findings.isEmpty()) {
            return "The evidence does not address the question.";
        }
        var memo = new StringBuilder("**Rule**: ").append(findings.get(0));
        if (findings.size() > 1) {
            memo.append("\n\n**Elements**:");
            findings.subList(1, findings.size())
                    .forEach(f -> memo.append("\n- ").append(f));
        }
        return memo.append("\n\n## Sources\n")
                .append(String.join("\n", sources))
                .toString();
    }

    /** The next written-out step while there is one, then complete. */
    private String replan(String input) {
        String objective = between(input, "Objective:\n", "\n\nCompleted steps: ");
        int researched = input.split("\n- Question: ", -1).length - 1;
        var next = researchOf(objective)
                .map(Research::steps)
                .filter(steps -> researched < steps.size())
                .map(steps -> steps.get(researched));
        var reply = JSON.createObjectNode();
        if (next.isPresent()) {
            reply.put("action", "next_step").put("question", next.get().question());
            reply.put("reasoning", "An aspect of the objective is not covered yet.");
        } else {
            reply.put("action", "complete").put("question", "");
            reply.put("reasoning", "The findings cover what the objective needs.");
        }
        return json(reply);
    }

    /** The written-out letter, and one paragraph per choice, citing the findings. */
    private String select(String input) {
        String question = between(input, "Question:\n", "\n\nResearch findings:");
        String findings = input.substring(input.indexOf("\n\nResearch findings:"));
        String letter = research.stream()
                .filter(r -> question.startsWith(r.objective()))
                .map(Research::letter)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no answer written out for: " + question));
        var cite = CITATION.matcher(findings);
        String citation = cite.find() ? " " + cite.group() : "";
        var reasoning = new StringBuilder();
        var choice = CHOICE.matcher(question.substring(question.indexOf("Answer choices:")));
        while (choice.find()) {
            boolean kept = choice.group(1).equals(letter);
            reasoning
                    .append("\n(")
                    .append(choice.group(1))
                    .append(kept ? ") Kept: " : ") Eliminated: ")
                    .append(choice.group(2))
                    .append(
                            kept
                                    ? " Every element is met and the stated reason is the rule of the findings"
                                            + citation + "."
                                    : " Its reason misstates the rule of the findings" + citation + ".")
                    .append('\n');
        }
        return json(JSON.createObjectNode()
                .put("letter", letter)
                .put("reasoning", reasoning.toString().strip()));
    }

    private Optional<Research> researchOf(String objective) {
        return research.stream().filter(r -> r.objective().equals(objective)).findFirst();
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        int to = text.indexOf(end, from + start.length());
        if (from < 0 || to < 0) {
            throw new IllegalStateException("no '" + start.strip() + "' section in: " + text);
        }
        return text.substring(from + start.length(), to);
    }

    private static List<String> firstWords(String text, int count) {
        var words = text.strip().split("\\s+");
        return Arrays.asList(words).subList(0, Math.min(count, words.length));
    }

    private static String json(ObjectNode node) {
        return JSON.writeValueAsString(node);
    }
}
