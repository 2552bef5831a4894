package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Source;
import io.legalagent.contracts.StepPassage;
import io.legalagent.contracts.StepReport;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Where the gold passage stands among the passages a run kept, ordered as the answer ranks them: first
 * the passages its text cites ({@code sources}, in the answer's order), then the others its steps kept
 * ({@code alsoConsulted}, in the answer's order), then any step passage neither lists (answers made
 * before the split), each passage once. Hit@k is the share of questions whose gold stands within k.
 */
final class GoldRank {
    static final int MAX_K = 10;

    private GoldRank() {}

    /** The passage ids in the answer's order, without repeats. */
    static List<String> ranked(Answer answer) {
        var ids = new LinkedHashSet<String>();
        answer.sources().stream().map(Source::id).forEach(ids::add);
        if (answer.alsoConsulted() != null) {
            answer.alsoConsulted().stream().map(Source::id).forEach(ids::add);
        }
        for (StepReport step : answer.steps()) {
            step.passages().stream().map(StepPassage::id).forEach(ids::add);
        }
        return List.copyOf(ids);
    }

    /** The gold passage's 1-based rank, or null when the run did not keep it (or there is no answer). */
    static Integer of(Answer answer, String goldId) {
        if (answer == null || goldId == null || goldId.isBlank()) {
            return null;
        }
        int index = ranked(answer).indexOf(goldId);
        return index < 0 ? null : index + 1;
    }

    /**
     * Hit@k for k = 1..{@link #MAX_K}.
     *
     * @param ranks one per question with a gold passage: its rank, or null when not kept
     */
    static List<Double> hitAtK(List<Integer> ranks) {
        var shares = new ArrayList<Double>(MAX_K);
        for (int k = 1; k <= MAX_K; k++) {
            int limit = k;
            long hits = ranks.stream().filter(r -> r != null && r <= limit).count();
            shares.add(ranks.isEmpty() ? 0 : (double) hits / ranks.size());
        }
        return shares;
    }
}
