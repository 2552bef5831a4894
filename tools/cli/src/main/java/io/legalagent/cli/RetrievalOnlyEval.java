package io.legalagent.cli;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.bench.GoldRanking;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.bench.Scoreboard;
import io.legalagent.retrieval.cli.ConsoleProgress;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code eval --retrieval-only}: the executor's retriever alone, in this process, on the stack's
 * passage collection (no model, no Kafka): where each question's gold passage ranks, as hit@1/5/10
 * and MRR per subject and overall. Scored by {@code bench retrieval}'s own {@link Scoreboard}.
 */
final class RetrievalOnlyEval {
    private final Map<String, Scoreboard> bySubject = new TreeMap<>(EvalQuestions.SUBJECT_ORDER);
    private final Scoreboard overall = new Scoreboard();

    private RetrievalOnlyEval() {}

    static RetrievalOnlyEval run(List<QaRow> rows, RetrievalSettings settings, PrintStream err) {
        var eval = new RetrievalOnlyEval();
        try (var bar = ConsoleProgress.counting(err, "retrieval", rows.size(), "questions");
                var ranking = GoldRanking.open(settings)) {
            for (int i = 0; i < rows.size(); i++) {
                var row = rows.get(i);
                var ranked = ranking.rankedIds(row);
                eval.bySubject
                        .computeIfAbsent(EvalQuestions.label(row), s -> new Scoreboard())
                        .add(ranked, row.goldIdx());
                eval.overall.add(ranked, row.goldIdx());
                bar.update(i + 1);
            }
        }
        return eval;
    }

    String table() {
        var text = new StringBuilder(String.format(
                Locale.ROOT, "%-14s %5s %7s %7s %7s %7s%n", "subject", "n", "hit@1", "hit@5", "hit@10", "MRR"));
        bySubject.forEach((subject, board) -> text.append(row(subject, board)));
        text.append(row(EvalReport.OVERALL, overall));
        return text.toString();
    }

    private static String row(String subject, Scoreboard board) {
        return String.format(
                Locale.ROOT,
                "%-14s %5d %6.1f%% %6.1f%% %6.1f%% %7.3f%n",
                subject,
                board.questions(),
                100 * board.hitAt1(),
                100 * board.hitAt5(),
                100 * board.hitAt10(),
                board.mrr());
    }

    Map<String, Object> figures() {
        var subjects = new LinkedHashMap<String, Object>();
        bySubject.forEach((subject, board) -> subjects.put(subject, figures(board)));
        var document = new LinkedHashMap<String, Object>();
        document.put("overall", figures(overall));
        document.put("subjects", subjects);
        return document;
    }

    private static Map<String, Object> figures(Scoreboard board) {
        var map = new LinkedHashMap<String, Object>();
        map.put("questions", board.questions());
        map.put("hit@1", EvalFigures.round4(board.hitAt1()));
        map.put("hit@5", EvalFigures.round4(board.hitAt5()));
        map.put("hit@10", EvalFigures.round4(board.hitAt10()));
        map.put("mrr", EvalFigures.round4(board.mrr()));
        return map;
    }
}
