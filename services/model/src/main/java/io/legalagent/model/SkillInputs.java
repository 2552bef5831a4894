package io.legalagent.model;

import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import java.util.List;
import java.util.Locale;

/**
 * Lays out the data each skill works on, the user turn. Only data and its labels live here; what
 * to do with it is the skill's text in {@code skills/*.md}.
 */
final class SkillInputs {
    private SkillInputs() {}

    static String plan(String objective, QueryType type) {
        return "Objective:\n" + objective + "\n\nQuestion type: " + (type == QueryType.SIMPLE ? "simple" : "multi_hop");
    }

    static String replan(String objective, List<StepSummary> context) {
        long completed =
                context.stream().filter(s -> s.status() == StepStatus.COMPLETED).count();
        var text = new StringBuilder("Objective:\n")
                .append(objective)
                .append("\n\nCompleted steps: ")
                .append(completed)
                .append("\n\nResearch so far:");
        if (context.isEmpty()) {
            text.append("\n(none)");
        }
        for (var step : context) {
            text.append("\n\n- Question: ")
                    .append(step.question())
                    .append(String.format(
                            Locale.ROOT,
                            "\n  Status: %s, confidence %.2f",
                            step.status().name().toLowerCase(Locale.ROOT),
                            step.confidence()))
                    .append("\n  Findings: ")
                    .append(step.answer() == null ? "" : step.answer().strip());
        }
        return text.toString();
    }

    static String select(String questionWithChoices, String research) {
        return "Question:\n" + questionWithChoices + "\n\nResearch findings:\n" + research;
    }
}
