package io.legalagent.cli;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What {@code bench review} found: how many runs parked, the memory held for them (broker bytes of
 * agent.review, the reviewer's heap and parked-bytes gauge, before and after), the decision to resume
 * latency of the sample, and what was left waiting.
 */
record ReviewBenchReport(
        int asked,
        int parked,
        int answeredWithoutReview,
        double parkSeconds,
        ReviewFootprint before,
        ReviewFootprint after,
        LatencySummary resume,
        int sampleUnmeasured,
        int rejected,
        int leftPending) {

    void print(PrintStream out) {
        out.println(String.format(
                Locale.ROOT,
                "%d questions asking for plan review: %d parked in %.1f s, %d answered without a pause",
                asked,
                parked,
                parkSeconds,
                answeredWithoutReview));
        out.println();
        out.println(String.format(
                Locale.ROOT, "%-34s %12s %12s %12s %14s", "held", "before", "after", "growth", "per review"));
        row(out, "broker: agent.review logs", before.brokerBytes(), after.brokerBytes());
        row(out, "reviewer: heap used (after GC)", before.heapBytes(), after.heapBytes());
        row(out, "reviewer: legal.review.parked.bytes", before.parkedBytes(), after.parkedBytes());
        out.println();
        out.println(String.format(
                Locale.ROOT,
                "decision -> resumed hop (%d approved one at a time%s): p50 %.1f ms, p95 %.1f ms, max %.1f ms",
                resume.count(),
                sampleUnmeasured == 0 ? "" : ", " + sampleUnmeasured + " not measured",
                resume.p50(),
                resume.p95(),
                resume.max()));
        out.println(rejected + " rejected after measuring; left waiting: " + leftPending);
    }

    private void row(PrintStream out, String name, long was, long is) {
        if (was < 0 || is < 0) {
            out.println(String.format(Locale.ROOT, "%-34s %12s", name, "n/a"));
            return;
        }
        long growth = is - was;
        out.println(String.format(
                Locale.ROOT,
                "%-34s %12s %12s %12s %14s",
                name,
                megabytes(was),
                megabytes(is),
                megabytes(growth),
                parked == 0 ? "-" : String.format(Locale.ROOT, "%.0f B", (double) growth / parked)));
    }

    static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.2f MB", bytes / 1e6);
    }

    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("asked", asked);
        map.put("parked", parked);
        map.put("answered_without_review", answeredWithoutReview);
        map.put("park_seconds", LatencySummary.round(parkSeconds));
        map.put("broker_bytes_before", before.brokerBytes());
        map.put("broker_bytes_after", after.brokerBytes());
        map.put("reviewer_heap_bytes_before", before.heapBytes());
        map.put("reviewer_heap_bytes_after", after.heapBytes());
        map.put("parked_bytes_before", before.parkedBytes());
        map.put("parked_bytes_after", after.parkedBytes());
        map.put("decision_to_resume", resume.figures());
        map.put("rejected", rejected);
        map.put("left_pending", leftPending);
        return map;
    }
}
