package io.legalagent.cli;

import io.legalagent.cli.library.PassageSize;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Document retrieval at one passage size: of {@code questions}, how many had a passage from the
 * answering document and pages at rank 1, within 3 and within 5 ({@link DocumentQuestion#rankIn}).
 */
record DocumentHits(PassageSize size, long passages, int questions, int at1, int at3, int at5, double ingestSeconds) {
    static DocumentHits of(PassageSize size, long passages, List<Integer> ranks, double ingestSeconds) {
        return new DocumentHits(
                size, passages, ranks.size(), within(ranks, 1), within(ranks, 3), within(ranks, 5), ingestSeconds);
    }

    private static int within(List<Integer> ranks, int k) {
        return (int) ranks.stream().filter(rank -> rank >= 1 && rank <= k).count();
    }

    double rate(int hits) {
        return questions == 0 ? 0 : (double) hits / questions;
    }

    /** One row per size, with the best hit@5 marked. */
    static String table(List<DocumentHits> rows) {
        var s = new StringBuilder();
        String header = "%-13s %9s %7s %7s %7s %10s%n";
        s.append(String.format(Locale.ROOT, header, "passage size", "passages", "hit@1", "hit@3", "hit@5", "ingest s"));
        int best = rows.stream().mapToInt(DocumentHits::at5).max().orElse(-1);
        for (var row : rows) {
            s.append(String.format(
                    Locale.ROOT,
                    "%-13s %9d %7.2f %7.2f %7.2f %10.1f%s%n",
                    row.size(),
                    row.passages(),
                    row.rate(row.at1()),
                    row.rate(row.at3()),
                    row.rate(row.at5()),
                    row.ingestSeconds(),
                    row.at5() == best ? "  best hit@5" : ""));
        }
        if (!rows.isEmpty()) {
            s.append(String.format(
                    Locale.ROOT,
                    "%d questions; a hit is a passage from the answering document whose pages overlap the answer's%n",
                    rows.get(0).questions()));
        }
        return s.toString();
    }

    Map<String, Object> figures() {
        return Map.of(
                "passageSize", size.toString(),
                "passages", passages,
                "questions", questions,
                "hitAt1", rate(at1),
                "hitAt3", rate(at3),
                "hitAt5", rate(at5),
                "ingestSeconds", ingestSeconds);
    }
}
