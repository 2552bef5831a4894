package io.legalagent.cli;

import io.legalagent.report.Report;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code eval --report DIR}: the run's page (accuracy with intervals, gold hit@k, the reliability of the
 * step confidence, latency and the nodes' shares of it, model use, every question with its
 * verification verdict) and {@code figures.json}, which also holds every question's record for
 * {@code eval --compare}.
 */
final class EvalReportPage {
    private EvalReportPage() {}

    static Report of(EvalRun run) {
        var records = run.questions();
        var figures = EvalReportFigures.of(records);
        var info = run.info();
        var all = figures.accuracy().get(figures.accuracy().size() - 1);
        var report = Report.titled(
                        "Evaluation: " + Path.of(info.questionsFile()).getFileName())
                .lead(String.format(
                        Locale.ROOT,
                        "%d questions from %s, answered by %s over %s, on %s.",
                        records.size(),
                        info.questionsFile(),
                        run.modelName(),
                        info.packSetSha256() == null
                                ? "live retrieval"
                                : "the frozen pack set sha256 " + info.packSetSha256(),
                        info.date()))
                .section("Accuracy")
                .text(String.format(
                        Locale.ROOT,
                        "%d of %d multiple-choice questions right: %.1f %% (95 %% Wilson interval %.1f–%.1f %%)."
                                + " No answer, or no letter, counts as wrong.",
                        all.correct(),
                        all.questions(),
                        100 * all.accuracy(),
                        100 * all.low(),
                        100 * all.high()))
                .chart(EvalCharts.accuracy(figures.accuracy()))
                .table(List.of("subject", "right", "questions", "accuracy", "95 % interval"), accuracyRows(figures))
                .section("Gold hit@k")
                .text("The share of the " + figures.goldQuestions() + " questions with a gold passage whose"
                        + " gold passage the run kept within rank k. The passages are ranked as the answer ranks"
                        + " them: first those its text cites, in the answer's order, then the others its steps"
                        + " kept, each once.")
                .chart(EvalCharts.hitAtK(figures.hitAtK()))
                .section("Reliability of the step confidence")
                .text(reliabilityText(figures.reliability()))
                .chart(EvalCharts.reliability(figures.reliability()))
                .chart(EvalCharts.reliabilityCounts(figures.reliability()))
                .section("Latency")
                .text(latencyText(figures.latencySeconds()))
                .chart(EvalCharts.latency(figures.latencySeconds()))
                .text("Each node's share of the time the nodes spent on the answered runs (the answers'"
                        + " per-node metrics; waits between nodes are not a node's time).")
                .chart(EvalCharts.nodeShares(figures.nodeShares()))
                .section("Model use")
                .text(modelUseText(records))
                .chart(EvalCharts.modelUse(records))
                .section("Questions")
                .text("Verdict: each answer's signature and chain of custody, checked when this report was" + " made ("
                        + info.verification() + "). ./legal replay also replays its research.")
                .table(
                        List.of(
                                "id",
                                "subject",
                                "letter",
                                "gold",
                                "correct",
                                "confidence",
                                "sources",
                                "calls",
                                "tokens",
                                "latency s",
                                "verdict"),
                        EvalReportTables.questions(records));
        report.figures("run", info).figures("pack_set_sha256", info.packSetSha256());
        figures.json().forEach(report::figures);
        return report.figures("questions", records);
    }

    private static List<List<String>> accuracyRows(EvalReportFigures figures) {
        var rows = new ArrayList<List<String>>();
        for (var s : figures.accuracy()) {
            rows.add(List.of(
                    s.subject(),
                    String.valueOf(s.correct()),
                    String.valueOf(s.questions()),
                    String.format(Locale.ROOT, "%.1f %%", 100 * s.accuracy()),
                    String.format(Locale.ROOT, "%.1f–%.1f %%", 100 * s.low(), 100 * s.high())));
        }
        return rows;
    }

    private static String reliabilityText(Reliability r) {
        return String.format(
                Locale.ROOT,
                "The calibrated step confidence estimates the probability that the step's top 5 holds the"
                        + " gold passage (docs/retrieval.md, Confidence). %d steps of questions with a gold passage,"
                        + " in ten bins of confidence; each dot is a bin's mean confidence against the share of its"
                        + " steps that kept the gold passage, and the dashed diagonal is perfect calibration. Brier"
                        + " score %.4f (0 is perfect; always saying 0.5 scores 0.25).",
                r.steps(),
                r.brier());
    }

    private static String latencyText(List<Double> seconds) {
        if (seconds.isEmpty()) {
            return "No question was answered.";
        }
        double[] sorted = seconds.stream().mapToDouble(Double::doubleValue).toArray();
        return String.format(
                Locale.ROOT,
                "From publishing each question to its answer, %d answered: median %.1f s, p95 %.1f s, slowest %.1f s.",
                sorted.length,
                LatencySummary.percentile(sorted, 50),
                LatencySummary.percentile(sorted, 95),
                sorted[sorted.length - 1]);
    }

    private static String modelUseText(List<QuestionRecord> records) {
        var answered = records.stream().filter(QuestionRecord::answered).toList();
        return String.format(
                Locale.ROOT,
                "Per answered question: %.1f model calls, %.0f input and %.0f output tokens on average.",
                answered.stream().mapToInt(QuestionRecord::llmCalls).average().orElse(0),
                answered.stream()
                        .mapToLong(QuestionRecord::inputTokens)
                        .average()
                        .orElse(0),
                answered.stream()
                        .mapToLong(QuestionRecord::outputTokens)
                        .average()
                        .orElse(0));
    }
}
