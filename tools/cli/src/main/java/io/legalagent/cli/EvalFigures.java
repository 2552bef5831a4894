package io.legalagent.cli;

import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.RunStatus;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures of a set of evaluated questions. Accuracy counts every multiple-choice question asked
 * (no answer or no letter is wrong); gold hit@5 every question with a gold passage; steps, model
 * calls and latency only the answered ones. {@code noLetter} counts answered multiple-choice questions
 * that selected no letter (the research fell below the threshold, or came from the cache).
 *
 * @param statuses questions per final status, {@link EvalCase#NO_ANSWER} for those not answered in time
 * @param evidence questions per strength of evidence, {@link EvalCase#NO_EVIDENCE} for those without one
 */
record EvalFigures(
        int questions,
        int multipleChoice,
        int correct,
        int noLetter,
        int withGold,
        int goldHits,
        double meanSteps,
        double medianSteps,
        double meanLlmCalls,
        long llmCalls,
        LatencySummary latency,
        int fromCache,
        Map<String, Integer> statuses,
        Map<String, Integer> evidence) {

    static EvalFigures of(List<EvalCase> cases) {
        var answered = cases.stream().filter(EvalCase::answered).toList();
        double[] steps = answered.stream().mapToDouble(EvalCase::steps).toArray();
        var statuses = new LinkedHashMap<String, Integer>();
        for (var status : List.of(RunStatus.ANSWERED, RunStatus.REJECTED, RunStatus.FAILED)) {
            statuses.put(status.name(), 0);
        }
        statuses.put(EvalCase.NO_ANSWER, 0);
        cases.forEach(c -> statuses.merge(c.status(), 1, Integer::sum));
        return new EvalFigures(
                cases.size(),
                (int) cases.stream().filter(EvalCase::multipleChoice).count(),
                (int) cases.stream()
                        .filter(c -> c.multipleChoice() && c.correct())
                        .count(),
                (int) answered.stream()
                        .filter(c -> c.multipleChoice() && c.selected().isEmpty())
                        .count(),
                (int) cases.stream().filter(EvalCase::hasGold).count(),
                (int) cases.stream()
                        .filter(c -> c.hasGold() && c.goldRetrieved())
                        .count(),
                Arrays.stream(steps).average().orElse(0),
                median(steps),
                answered.stream().mapToInt(EvalCase::llmCalls).average().orElse(0),
                answered.stream().mapToLong(EvalCase::llmCalls).sum(),
                LatencySummary.of(answered.stream().map(EvalCase::latencyMillis).toList()),
                (int) answered.stream().filter(EvalCase::fromCache).count(),
                Map.copyOf(statuses),
                evidenceCounts(cases));
    }

    /** Every strength, then {@link EvalCase#NO_EVIDENCE}, each with its count (zeros included). */
    private static Map<String, Integer> evidenceCounts(List<EvalCase> cases) {
        var counts = new LinkedHashMap<String, Integer>();
        for (var strength : EvidenceStrength.values()) {
            counts.put(strength.id(), 0);
        }
        counts.put(EvalCase.NO_EVIDENCE, 0);
        cases.forEach(c -> counts.merge(c.evidence(), 1, Integer::sum));
        return java.util.Collections.unmodifiableMap(counts);
    }

    int evidence(EvidenceStrength strength) {
        return evidence.getOrDefault(strength.id(), 0);
    }

    /** The middle value, or the mean of the two middle values; 0 for none. */
    static double median(double[] values) {
        if (values.length == 0) {
            return 0;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    /** Share of multiple-choice questions answered with the right letter (0 when there are none). */
    double accuracy() {
        return multipleChoice == 0 ? 0 : (double) correct / multipleChoice;
    }

    /** Share of questions with a gold passage whose research retrieved it. */
    double goldHitAt5() {
        return withGold == 0 ? 0 : (double) goldHits / withGold;
    }

    int count(String status) {
        return statuses.getOrDefault(status, 0);
    }

    /** The figures for JSON: ratios to four places, times in milliseconds. */
    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("questions", questions);
        map.put("mc_questions", multipleChoice);
        map.put("mc_correct", correct);
        map.put("mc_accuracy", round4(accuracy()));
        map.put("mc_no_letter", noLetter);
        map.put("gold_questions", withGold);
        map.put("gold_hits", goldHits);
        map.put("gold_hit@5", round4(goldHitAt5()));
        map.put("steps_mean", round4(meanSteps));
        map.put("steps_median", medianSteps);
        map.put("llm_calls_mean", round4(meanLlmCalls));
        map.put("llm_calls_total", llmCalls);
        map.put("latency_p50_ms", LatencySummary.round(latency.p50()));
        map.put("latency_p95_ms", LatencySummary.round(latency.p95()));
        map.put("from_cache", fromCache);
        var byStatus = new LinkedHashMap<String, Integer>();
        for (String status : List.of("ANSWERED", "REJECTED", "FAILED", EvalCase.NO_ANSWER)) {
            byStatus.put(status, count(status));
        }
        map.put("statuses", byStatus);
        map.put("evidence", evidence);
        return map;
    }

    static double round4(double value) {
        return Math.round(value * 10_000) / 10_000.0;
    }
}
