package io.legalagent.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The numbers an eval report draws, computed from the question records alone, so that the charts and
 * {@code figures.json} say the same and a test can compute them apart from the charts.
 *
 * @param goldQuestions questions with a gold passage: the denominator of hit@k
 * @param hitAtK the share of them whose gold passage ranks within k, for k = 1..10 ({@link GoldRank})
 * @param reliability every step of a question with a gold passage: its confidence against whether it
 *     kept that passage among its top 5, which is what the calibrated confidence estimates
 * @param latencySeconds the answered questions' latencies, ascending
 * @param nodeShares each node's share of the time all nodes spent on the answered runs, largest first
 */
record EvalReportFigures(
        List<SubjectAccuracy> accuracy,
        int goldQuestions,
        List<Double> hitAtK,
        Reliability reliability,
        List<Double> latencySeconds,
        Map<String, Double> nodeShares) {

    static EvalReportFigures of(List<QuestionRecord> records) {
        var withGold = records.stream().filter(r -> r.goldPassage() != null).toList();
        var outcomes = new ArrayList<Reliability.Outcome>();
        for (var record : withGold) {
            for (var step : record.steps()) {
                outcomes.add(new Reliability.Outcome(step.confidence(), Boolean.TRUE.equals(step.goldKept())));
            }
        }
        var latencies = records.stream()
                .filter(QuestionRecord::answered)
                .map(r -> r.latencyMs() / 1000)
                .sorted()
                .toList();
        return new EvalReportFigures(
                SubjectAccuracy.bySubject(records),
                withGold.size(),
                GoldRank.hitAtK(withGold.stream().map(QuestionRecord::goldRank).toList()),
                Reliability.of(outcomes),
                latencies,
                nodeShares(records));
    }

    static Map<String, Double> nodeShares(List<QuestionRecord> records) {
        var totals = new TreeMap<String, Long>();
        records.forEach(r -> r.nodeMillis().forEach((node, ms) -> totals.merge(node, ms, Long::sum)));
        double all = totals.values().stream().mapToLong(Long::longValue).sum();
        var shares = new LinkedHashMap<String, Double>();
        totals.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()))
                .forEach(e -> shares.put(e.getKey(), all == 0 ? 0 : e.getValue() / all));
        return shares;
    }

    /** For {@code figures.json}: the same numbers, snake_case, ratios to four places. */
    Map<String, Object> json() {
        var map = new LinkedHashMap<String, Object>();
        map.put(
                "accuracy",
                accuracy.stream()
                        .map(a -> fields(
                                "subject", a.subject(),
                                "correct", a.correct(),
                                "questions", a.questions(),
                                "accuracy", EvalFigures.round4(a.accuracy()),
                                "low", EvalFigures.round4(a.low()),
                                "high", EvalFigures.round4(a.high())))
                        .toList());
        map.put("gold_questions", goldQuestions);
        map.put("hit_at_k", hitAtK.stream().map(EvalFigures::round4).toList());
        map.put("reliability", reliabilityJson());
        map.put("latency_seconds", latencySeconds);
        var shares = new LinkedHashMap<String, Double>();
        nodeShares.forEach((node, share) -> shares.put(node, EvalFigures.round4(share)));
        map.put("node_shares", shares);
        return map;
    }

    private Map<String, Object> reliabilityJson() {
        var map = new LinkedHashMap<String, Object>();
        map.put("outcome", "gold passage among the step's top 5");
        map.put("steps", reliability.steps());
        map.put("brier", EvalFigures.round4(reliability.brier()));
        map.put(
                "bins",
                reliability.bins().stream()
                        .map(b -> fields(
                                "low", b.low(),
                                "high", b.high(),
                                "count", b.count(),
                                "mean_confidence", EvalFigures.round4(b.meanConfidence()),
                                "observed_rate", EvalFigures.round4(b.observedRate())))
                        .toList());
        return map;
    }

    /** Key, value, key, value...: a map that keeps that order in the JSON. */
    static Map<String, Object> fields(Object... keysAndValues) {
        var map = new LinkedHashMap<String, Object>();
        for (int i = 0; i + 1 < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
