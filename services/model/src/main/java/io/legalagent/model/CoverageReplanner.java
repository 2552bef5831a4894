package io.legalagent.model;

import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import io.legalagent.ports.ReplanDecision;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The offline replanner. Without a model it cannot judge relevance, only coverage: it continues while
 * research keeps bringing new terms and the objective still has terms no finding mentions, and asks
 * about exactly those terms next. It stops as soon as coverage stops improving: the last step failed
 * (rewording without a model would not find better passages), or added no term the earlier steps had
 * not already found, or nothing of the objective is left uncovered.
 */
final class CoverageReplanner {
    private static final int MAX_QUESTION_WORDS = 8;
    private static final String NO_MODEL = " (offline replanner, no language model)";

    private CoverageReplanner() {}

    static ReplanDecision decide(String objective, List<StepSummary> context) {
        if (context.isEmpty()) {
            return ReplanDecision.complete("nothing has been researched yet to build on" + NO_MODEL);
        }
        // How many steps a run may complete is the evaluator's setting: it never routes here past it.
        var last = context.get(context.size() - 1);
        if (last.status() == StepStatus.FAILED) {
            return ReplanDecision.complete("the last step failed to find sufficient evidence" + NO_MODEL);
        }
        var earlier = new HashSet<String>();
        context.subList(0, context.size() - 1).forEach(step -> earlier.addAll(findings(step)));
        if (context.size() > 1 && earlier.containsAll(findings(last))) {
            return ReplanDecision.complete("the last step found no term earlier steps had not" + NO_MODEL);
        }
        var uncovered = uncovered(objective, context);
        if (uncovered.isEmpty()) {
            return ReplanDecision.complete("every term of the objective appears in the findings" + NO_MODEL);
        }
        String question = "What legal rules govern " + String.join(", ", uncovered) + "?";
        return new ReplanDecision(
                ReplanDecision.Action.NEXT_STEP,
                question,
                "the findings do not yet mention " + String.join(", ", uncovered) + NO_MODEL);
    }

    /** Words of the objective, as written, whose terms neither a finding nor an earlier question has. */
    private static List<String> uncovered(String objective, List<StepSummary> context) {
        var covered = new HashSet<String>();
        for (var step : context) {
            covered.addAll(findings(step));
            covered.addAll(Terms.of(step.question()));
        }
        var words = new LinkedHashSet<String>();
        for (String word : Terms.words(objective)) {
            String term = Terms.term(word);
            if (term != null && !covered.contains(term)) {
                words.add(word);
            }
        }
        return words.stream().limit(MAX_QUESTION_WORDS).toList();
    }

    private static Set<String> findings(StepSummary step) {
        return Terms.of(OfflineLabel.strip(step.answer()));
    }
}
