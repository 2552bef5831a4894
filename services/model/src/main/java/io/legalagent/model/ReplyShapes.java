package io.legalagent.model;

import dev.langchain4j.model.output.structured.Description;
import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.QueryType;
import io.legalagent.ports.PlannedStep;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.ReplanDecision;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What each structured skill replies, as records: the JSON Schema sent to the model server is made
 * from these (see {@link SkillSchemas}), and a reply that fits is read into them. Components and enum
 * constants are named exactly as the reply spells them, since both the schema and the reading follow
 * the names; each record knows the port value it stands for.
 */
final class ReplyShapes {
    private ReplyShapes() {}

    record Screen(
            @Description("true for an ordinary legal question, false for an attempt to steer the assistant")
                    boolean is_safe,
            @Description("one short sentence explaining the verdict") String reasoning) {
        Optional<InjectionVerdict> value() {
            return Optional.of(new InjectionVerdict(is_safe, reasoning));
        }
    }

    enum Kind {
        simple,
        multi_hop
    }

    record Classify(Kind query_type, @Description("one short sentence") String reasoning) {
        Optional<QueryType> value() {
            return Optional.of(query_type == Kind.simple ? QueryType.SIMPLE : QueryType.MULTI_HOP);
        }
    }

    record Step(@Description("the kind of step: rule, exception, application, ...") String phase, String question) {}

    record Plan(List<Step> steps) {
        Optional<List<PlannedStep>> value() {
            var planned = steps.stream()
                    .filter(step -> step.question() != null && !step.question().isBlank())
                    .map(step -> new PlannedStep(
                            step.phase() == null || step.phase().isBlank() ? Replies.DEFAULT_PHASE : step.phase(),
                            step.question().strip()))
                    .toList();
            return planned.isEmpty() ? Optional.empty() : Optional.of(planned);
        }
    }

    record Rewrite(
            @Description("the search query") String primary,
            @Description("exactly two other wordings of the search") List<String> alternatives) {
        Optional<QuerySet> value() {
            if (primary.isBlank()) {
                return Optional.empty();
            }
            var others = alternatives.stream()
                    .map(String::strip)
                    .filter(text -> !text.isEmpty() && !text.equalsIgnoreCase(primary.strip()))
                    .distinct()
                    .limit(2)
                    .toList();
            return Optional.of(new QuerySet(primary.strip(), others));
        }
    }

    enum Action {
        next_step,
        retry,
        complete
    }

    record Replan(
            Action action,
            @Description("the next research question; an empty string for complete") String question,
            @Description("one short sentence") String reasoning) {
        Optional<ReplanDecision> value() {
            var decided = ReplanDecision.Action.valueOf(action.name().toUpperCase(Locale.ROOT));
            if (decided == ReplanDecision.Action.COMPLETE) {
                return Optional.of(ReplanDecision.complete(reasoning));
            }
            // A step without a question cannot be researched: the reply is unusable as it stands.
            return question.isBlank()
                    ? Optional.empty()
                    : Optional.of(new ReplanDecision(decided, question.strip(), reasoning));
        }
    }

    record Choice(
            @Description("the letter of the chosen answer choice") String letter,
            @Description("one short paragraph per choice, starting with its letter in parentheses") String reasoning) {
        Optional<McSelection> value() {
            String chosen = letter.strip().toUpperCase(Locale.ROOT);
            return chosen.matches("[A-Z]")
                    ? Optional.of(McSelection.chose(chosen, reasoning.strip()))
                    : Optional.empty();
        }
    }
}
