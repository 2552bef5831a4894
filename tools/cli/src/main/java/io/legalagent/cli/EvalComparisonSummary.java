package io.legalagent.cli;

import java.io.PrintStream;
import java.util.Locale;

/** The comparison's sentences: for stdout and for the page. */
final class EvalComparisonSummary {
    private EvalComparisonSummary() {}

    static String pairing(EvalComparison c) {
        return String.format(
                Locale.ROOT,
                "%d questions paired by id (%d multiple-choice); %d only in A and %d only in B, left out.",
                c.pairs().size(),
                c.multipleChoice().size(),
                c.onlyA().size(),
                c.onlyB().size());
    }

    static String accuracy(String side, SubjectAccuracy s) {
        return String.format(
                Locale.ROOT,
                "%s %d/%d %.1f %% (95 %% interval %.1f–%.1f %%)",
                side,
                s.correct(),
                s.questions(),
                100 * s.accuracy(),
                100 * s.low(),
                100 * s.high());
    }

    static String mcNemar(McNemar test) {
        return String.format(
                Locale.ROOT,
                "McNemar's test, exact binomial two-sided on the %d questions one run got right and the other"
                        + " wrong: A only %d, B only %d; p = %.4f (continuity-corrected χ² = %.2f, for reference)."
                        + " A small p (below 0.05) says the two models' accuracies differ by more than chance on"
                        + " these questions; a large p says these questions cannot tell them apart.",
                test.discordant(),
                test.b(),
                test.c(),
                test.p(),
                test.chiSquared());
    }

    static void print(PrintStream out, EvalComparison c, String labelA, String labelB) {
        var test = c.mcNemar();
        out.printf("compare: A = %s, B = %s%n", labelA, labelB);
        out.println("pack set sha256 " + c.a().info().packSetSha256());
        out.println(pairing(c));
        out.println("accuracy: " + accuracy("A", c.accuracyA()) + "; " + accuracy("B", c.accuracyB()));
        out.printf(
                "agreement: both right %d, A only %d, B only %d, both wrong %d%n",
                c.bothRight(), c.onlyARight(), c.onlyBRight(), c.neitherRight());
        out.printf(
                Locale.ROOT,
                "McNemar (exact, two-sided): b=%d c=%d chi2=%.2f p=%.4f%n",
                test.b(),
                test.c(),
                test.chiSquared(),
                test.p());
        out.printf("answered differently: %d questions%n", c.differing().size());
    }
}
