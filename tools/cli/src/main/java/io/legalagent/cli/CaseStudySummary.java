package io.legalagent.cli;

import java.util.List;
import java.util.Locale;

/** The markdown table of {@code case_studies/SUMMARY.md}: one row per question, the figures above it. */
final class CaseStudySummary {
    private CaseStudySummary() {}

    static String markdown(List<EvalCase> cases, EvalReport report, String source) {
        var f = report.overall();
        var text = new StringBuilder("# Case studies\n\n");
        text.append(String.format(
                Locale.ROOT,
                "%d questions from `%s`. MC accuracy %d/%d, gold passage retrieved %d/%d, %.2f steps and %.1f"
                        + " model calls per question, latency p50 %.1f s, p95 %.1f s.%n%n",
                f.questions(),
                source,
                f.correct(),
                f.multipleChoice(),
                f.goldHits(),
                f.withGold(),
                f.meanSteps(),
                f.meanLlmCalls(),
                f.latency().p50() / 1000,
                f.latency().p95() / 1000));
        text.append("| question | subject | status | evidence | gold | selected | correct | gold retrieved | steps |"
                + " model calls | mean confidence | latency |\n");
        text.append("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (var c : cases) {
            text.append(row(c));
        }
        return text.toString();
    }

    private static String row(EvalCase c) {
        var confidence = CaseStudyWriter.meanConfidence(c);
        return String.format(
                Locale.ROOT,
                "| [%s](%s) | %s | %s | %s | %s | %s | %s | %s | %d | %d | %s | %.1f s |%n",
                c.row().idx(),
                CaseStudyWriter.fileName(c),
                EvalQuestions.label(c.row()),
                c.status(),
                c.evidence(),
                c.row().answer().isBlank() ? "-" : c.row().answer(),
                c.selected().orElse("-"),
                c.multipleChoice() ? (c.correct() ? "yes" : "no") : "-",
                c.hasGold() ? (c.goldRetrieved() ? "yes" : "no") : "-",
                c.steps(),
                c.llmCalls(),
                confidence == null ? "-" : String.format(Locale.ROOT, "%.3f", confidence),
                c.latencyMillis() / 1000);
    }
}
