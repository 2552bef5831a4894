package io.legalagent.cli;

import io.legalagent.report.Bars;
import io.legalagent.report.Chart;
import io.legalagent.report.Lines;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The eval report's charts, each drawn from figures computed beforehand ({@link EvalReportFigures}). */
final class EvalCharts {
    static final String ACCURACY = "accuracy";
    static final String HIT_AT_K = "hit-at-k";
    static final String RELIABILITY = "reliability";
    static final String RELIABILITY_COUNTS = "reliability-counts";
    static final String LATENCY = "latency-cdf";
    static final String NODES = "node-shares";
    static final String MODEL_USE = "model-use";

    private EvalCharts() {}

    /** One bar per subject and one for all, each with its 95 % Wilson interval. */
    static Chart accuracy(List<SubjectAccuracy> subjects) {
        var bars = Bars.of(ACCURACY, "Accuracy by subject, with 95 % Wilson intervals")
                .axes("subject", "share correct")
                .range(0, 1);
        for (var s : subjects) {
            bars.bar("accuracy", s.subject(), s.accuracy()).interval(s.subject(), s.low(), s.high());
        }
        return bars.draw();
    }

    static Chart hitAtK(List<Double> shares) {
        var lines = Lines.of(HIT_AT_K, "Gold hit@k")
                .axes("k (rank among the passages the run kept)", "share of questions with a gold passage")
                .xRange(0.5, shares.size() + 0.5)
                .yRange(0, 1);
        for (int k = 1; k <= shares.size(); k++) {
            lines.point("hit@k", k, shares.get(k - 1));
        }
        return lines.draw();
    }

    /** Each bin's mean confidence against its observed rate, with the diagonal of perfect calibration. */
    static Chart reliability(Reliability reliability) {
        var lines = Lines.of(
                        RELIABILITY,
                        String.format(Locale.ROOT, "Step confidence reliability (Brier %.3f)", reliability.brier()))
                .axes("step confidence (bin mean)", "share of steps with the gold passage in their top 5")
                .diagonal()
                .xRange(0, 1)
                .yRange(0, 1);
        reliability.bins().forEach(b -> lines.point("observed", b.meanConfidence(), b.observedRate()));
        return lines.draw();
    }

    static Chart reliabilityCounts(Reliability reliability) {
        var bars = Bars.of(RELIABILITY_COUNTS, "Steps per confidence bin").axes("confidence bin", "steps");
        reliability.bins().forEach(b -> bars.bar("steps", binLabel(b), b.count()));
        return bars.draw();
    }

    static String binLabel(Reliability.Bin bin) {
        return String.format(Locale.ROOT, "%.1f–%.1f", bin.low(), bin.high());
    }

    /** The share of answered questions answered within x seconds, drawn as steps. */
    static Chart latency(List<Double> ascendingSeconds) {
        var lines = Lines.of(LATENCY, "Answer latency")
                .axes("seconds from question to answer", "share of answered questions")
                .stepped()
                .yRange(0, 1);
        int n = ascendingSeconds.size();
        for (int i = 0; i < n; i++) {
            lines.point("answered", ascendingSeconds.get(i), (i + 1.0) / n);
        }
        return lines.draw();
    }

    static Chart nodeShares(Map<String, Double> shares) {
        var bars = Bars.of(NODES, "Each node's share of the runs' time")
                .axes("node", "share of the time nodes spent")
                .range(0, 1)
                .horizontal();
        shares.forEach((node, share) -> bars.bar("share", node, share));
        return bars.draw();
    }

    /** One dot per answered question: its model calls against its tokens (input and output). */
    static Chart modelUse(List<QuestionRecord> records) {
        var lines = Lines.of(MODEL_USE, "Model calls and tokens per question")
                .axes("model calls", "tokens (input + output)")
                .dots("questions");
        records.stream()
                .filter(QuestionRecord::answered)
                .forEach(r -> lines.point("questions", r.llmCalls(), r.tokens()));
        return lines.draw();
    }
}
