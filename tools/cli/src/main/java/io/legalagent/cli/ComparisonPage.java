package io.legalagent.cli;

import io.legalagent.report.Bars;
import io.legalagent.report.Chart;
import io.legalagent.report.Report;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code eval --compare A B --report DIR}: both runs' accuracy with intervals, McNemar's test, the 2×2
 * agreement table, the per-subject differences, the questions answered differently, and the pack set
 * hash both runs name.
 */
final class ComparisonPage {
    static final String ACCURACY = "compare-accuracy";
    static final String SUBJECTS = "compare-subjects";

    private ComparisonPage() {}

    static Report of(EvalComparison comparison, String labelA, String labelB) {
        var test = comparison.mcNemar();
        var a = comparison.accuracyA();
        var b = comparison.accuracyB();
        var report = Report.titled("Comparison: " + labelA + " against " + labelB)
                .lead("Both runs answered from the frozen pack set sha256 "
                        + comparison.a().info().packSetSha256() + ": the same context for every question, so"
                        + " what differs is the model. A: " + labelA + ", "
                        + comparison.a().info().date()
                        + ". B: " + labelB + ", " + comparison.b().info().date() + ".")
                .section("Accuracy")
                .text(EvalComparisonSummary.pairing(comparison) + unpaired(comparison))
                .chart(accuracy(labelA, a, labelB, b))
                .text(EvalComparisonSummary.mcNemar(test))
                .section("Agreement")
                .table(
                        List.of("", "B right", "B wrong"),
                        List.of(
                                List.of(
                                        "A right",
                                        String.valueOf(comparison.bothRight()),
                                        String.valueOf(comparison.onlyARight())),
                                List.of(
                                        "A wrong",
                                        String.valueOf(comparison.onlyBRight()),
                                        String.valueOf(comparison.neitherRight()))))
                .section("By subject")
                .chart(subjects(comparison))
                .table(List.of("subject", "questions", "A", "B", "B − A"), subjectRows(comparison))
                .section("Questions answered differently")
                .table(
                        List.of("id", "subject", "gold", "A letter", "A correct", "B letter", "B correct"),
                        differing(comparison));
        return report.figures("pack_set_sha256", comparison.a().info().packSetSha256())
                .figures(
                        "runs",
                        Map.of("a", comparison.a().info(), "b", comparison.b().info()))
                .figures("paired", comparison.pairs().size())
                .figures("only_in_a", comparison.onlyA())
                .figures("only_in_b", comparison.onlyB())
                .figures("accuracy", Map.of("a", a, "b", b))
                .figures("agreement", comparison.agreement())
                .figures(
                        "mcnemar",
                        EvalReportFigures.fields(
                                "b", test.b(), "c", test.c(), "chi_squared", test.chiSquared(), "p", test.p()))
                .figures("subjects", subjectFigures(comparison))
                .figures(
                        "differing",
                        comparison.differing().stream()
                                .map(EvalComparison.Pair::id)
                                .toList());
    }

    static Chart accuracy(String labelA, SubjectAccuracy a, String labelB, SubjectAccuracy b) {
        return Bars.of(ACCURACY, "Accuracy on the paired questions, with 95 % Wilson intervals")
                .axes("run", "share correct")
                .range(0, 1)
                .bar("accuracy", "A: " + labelA, a.accuracy())
                .interval("A: " + labelA, a.low(), a.high())
                .bar("accuracy", "B: " + labelB, b.accuracy())
                .interval("B: " + labelB, b.low(), b.high())
                .draw();
    }

    /** B's accuracy minus A's per subject: bars above zero are subjects where B did better. */
    static Chart subjects(EvalComparison comparison) {
        var bars = Bars.of(SUBJECTS, "Accuracy of B minus A, by subject")
                .axes("subject", "difference in share correct")
                .range(-1, 1);
        comparison.subjects().forEach(s -> bars.bar("difference", s.subject(), s.difference()));
        return bars.draw();
    }

    private static List<List<String>> subjectRows(EvalComparison comparison) {
        var rows = new ArrayList<List<String>>();
        for (var s : comparison.subjects()) {
            rows.add(List.of(
                    s.subject(),
                    String.valueOf(s.a().questions()),
                    percent(s.a().accuracy()),
                    percent(s.b().accuracy()),
                    String.format(Locale.ROOT, "%+.1f points", 100 * s.difference())));
        }
        return rows;
    }

    private static List<Map<String, Object>> subjectFigures(EvalComparison comparison) {
        return comparison.subjects().stream()
                .map(s -> (Map<String, Object>) new LinkedHashMap<>(EvalReportFigures.fields(
                        "subject", s.subject(),
                        "questions", s.a().questions(),
                        "a", EvalFigures.round4(s.a().accuracy()),
                        "b", EvalFigures.round4(s.b().accuracy()),
                        "difference", EvalFigures.round4(s.difference()))))
                .toList();
    }

    private static List<List<String>> differing(EvalComparison comparison) {
        return comparison.differing().stream()
                .map(p -> List.of(
                        p.id(),
                        p.a().subject(),
                        EvalReportTables.orDash(p.a().gold()),
                        EvalReportTables.orDash(p.a().letter()),
                        p.a().correct() ? "yes" : "no",
                        EvalReportTables.orDash(p.b().letter()),
                        p.b().correct() ? "yes" : "no"))
                .toList();
    }

    /** The ids only one run holds, so a reader sees which questions were left out. */
    static String unpaired(EvalComparison comparison) {
        var text = new StringBuilder();
        if (!comparison.onlyA().isEmpty()) {
            text.append(" Only in A: ").append(ids(comparison.onlyA())).append('.');
        }
        if (!comparison.onlyB().isEmpty()) {
            text.append(" Only in B: ").append(ids(comparison.onlyB())).append('.');
        }
        return text.toString();
    }

    private static String ids(List<String> ids) {
        int shown = Math.min(20, ids.size());
        return String.join(", ", ids.subList(0, shown))
                + (ids.size() > shown ? " and " + (ids.size() - shown) + " more" : "");
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }
}
