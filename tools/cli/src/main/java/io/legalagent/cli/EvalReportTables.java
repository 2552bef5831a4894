package io.legalagent.cli;

import java.util.List;
import java.util.Locale;

/** The rows of the eval report's question table. */
final class EvalReportTables {
    private EvalReportTables() {}

    static List<List<String>> questions(List<QuestionRecord> records) {
        return records.stream().map(EvalReportTables::row).toList();
    }

    private static List<String> row(QuestionRecord r) {
        return List.of(
                r.id(),
                r.subject(),
                orDash(r.letter()),
                orDash(r.gold()),
                r.multipleChoice() ? (r.correct() ? "yes" : "no") : "-",
                r.confidence() == null ? "-" : String.format(Locale.ROOT, "%.3f", r.confidence()),
                String.valueOf(r.sources().size()),
                String.valueOf(r.llmCalls()),
                String.valueOf(r.tokens()),
                r.answered() ? String.format(Locale.ROOT, "%.1f", r.latencyMs() / 1000) : "-",
                r.answered() ? r.verdict() : r.status());
    }

    static String orDash(String value) {
        return value == null || value.isBlank() ? "-" : value;
    }
}
