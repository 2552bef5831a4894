package io.legalagent.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Whether every question of a chaos run got exactly one final answer in time, from what was
 * published and every committed answer read afterwards. Each published question is exactly one of:
 * answered (its first answer within the deadline), stuck (no answer within the deadline although its
 * run was seen moving, or an answer only later) or lost (no answer and no trace of its run).
 * Duplicated counts the questions with more than one answer, whenever they came.
 *
 * @param unpublished questions the broker never took (the benchmark's own producer gave up)
 * @param unknown answers under the run's request id prefix for a request it never asked
 * @param statuses final status of each question's first answer, late ones included
 * @param latency publish to first answer, in milliseconds, late ones included
 * @param problems one line per lost, stuck or duplicated question, saying what was seen
 */
record ChaosVerdict(
        int published,
        int unpublished,
        int answered,
        int stuck,
        int lost,
        int duplicated,
        int unknown,
        int answers,
        Map<String, Integer> statuses,
        LatencySummary latency,
        List<String> problems) {

    static ChaosVerdict of(ChaosRun run, List<DeliveredAnswer> delivered) {
        var deadline = Duration.ofSeconds(run.deadlineSeconds());
        var byRequest = new HashMap<String, List<DeliveredAnswer>>();
        var asked = new HashMap<String, ChaosRun.Asked>();
        run.questions().forEach(q -> asked.put(q.requestId(), q));
        int unknown = 0;
        int answers = 0;
        for (var answer : delivered) {
            if (asked.containsKey(answer.requestId())) {
                byRequest
                        .computeIfAbsent(answer.requestId(), id -> new ArrayList<>())
                        .add(answer);
                answers++;
            } else if (answer.requestId() != null && answer.requestId().startsWith(run.batch())) {
                unknown++;
            }
        }
        int published = 0, unpublished = 0, answered = 0, stuck = 0, lost = 0, duplicated = 0;
        var statuses = new TreeMap<String, Integer>();
        var latencies = new ArrayList<Double>();
        var problems = new ArrayList<String>();
        for (var q : run.questions()) {
            var mine = byRequest.getOrDefault(q.requestId(), List.of());
            if (!q.published()) {
                unpublished++;
                problems.add(q.requestId() + ": not published (" + q.publishError() + ")");
                continue;
            }
            published++;
            if (mine.size() > 1) {
                duplicated++;
                problems.add(q.requestId() + ": " + mine.size() + " answers " + describe(mine));
            }
            if (mine.isEmpty()) {
                if (q.progressEvents() > 0) {
                    stuck++;
                    problems.add(q.requestId() + ": stuck, no answer; last seen " + q.lastHop());
                } else {
                    lost++;
                    problems.add(q.requestId() + ": lost, no answer and no progress of its run");
                }
                continue;
            }
            var first = mine.stream()
                    .min(Comparator.comparingLong(DeliveredAnswer::atMs))
                    .orElseThrow();
            long millis = first.atMs() - q.publishedAtMs();
            latencies.add((double) millis);
            statuses.merge(first.status(), 1, Integer::sum);
            if (millis > deadline.toMillis()) {
                stuck++;
                problems.add(String.format(
                        java.util.Locale.ROOT,
                        "%s: stuck, answered only after %.1f s (deadline %d s)",
                        q.requestId(),
                        millis / 1000.0,
                        run.deadlineSeconds()));
            } else {
                answered++;
            }
        }
        if (unknown > 0) {
            problems.add(unknown + " answers for request ids this run never asked");
        }
        return new ChaosVerdict(
                published,
                unpublished,
                answered,
                stuck,
                lost,
                duplicated,
                unknown,
                answers,
                statuses,
                LatencySummary.of(latencies),
                problems);
    }

    /** Nothing lost, duplicated or stuck, and every question reached the broker. */
    boolean holds() {
        return unpublished == 0 && stuck == 0 && lost == 0 && duplicated == 0 && unknown == 0;
    }

    private static String describe(List<DeliveredAnswer> answers) {
        var parts = new ArrayList<String>();
        for (var a : answers) {
            parts.add("run " + a.runId() + " " + a.status() + " at " + a.partition() + "@" + a.offset());
        }
        return String.join(", ", parts);
    }
}
