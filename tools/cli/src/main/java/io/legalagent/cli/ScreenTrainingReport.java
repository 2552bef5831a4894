package io.legalagent.cli;

import io.legalagent.screen.DetectorManifest;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** What {@code ./legal train screen} prints: a fitted detector, or the leave-one-family-out validation. */
final class ScreenTrainingReport {
    private ScreenTrainingReport() {}

    static void leftOut(ScreenTraining.Inputs inputs, List<ScreenTraining.LeftOut> results, double seconds) {
        Io.out.printf(
                Locale.ROOT,
                "leave-one-family-out over the training families (C %.3g, attack weight %.3g, look-alike copies %d,"
                        + " margin %.2f, carriers %d, Bar Exam QA copies %d):%n",
                inputs.cost(),
                inputs.attackWeight(),
                inputs.lookAlikeCopies(),
                inputs.margin(),
                inputs.carriers(),
                inputs.qaCopies());
        int attacks = 0;
        int caught = 0;
        double rates = 0;
        for (var r : results) {
            Io.out.printf(
                    Locale.ROOT,
                    "  %-26s %4d of %4d  %5.1f %%  threshold %.4f%n",
                    r.family(),
                    r.caught(),
                    r.attacks(),
                    100.0 * r.caught() / Math.max(1, r.attacks()),
                    r.threshold());
            attacks += r.attacks();
            caught += r.caught();
            rates += (double) r.caught() / Math.max(1, r.attacks());
        }
        Io.out.printf(
                Locale.ROOT,
                "  all left-out attacks         %4d of %4d  %5.1f %%; mean over families %.1f %% (%.0f s)%n",
                caught,
                attacks,
                100.0 * caught / Math.max(1, attacks),
                100.0 * rates / Math.max(1, results.size()),
                seconds);
    }

    static void fitted(DetectorManifest manifest, Path out, String modelFile, double seconds) {
        var t = manifest.training();
        var c = t.calibration();
        Io.out.printf(
                Locale.ROOT,
                "fitted %s (C %.3g, attack weight %.3g) on %d attack units and %d legitimate units in %.0f s%n",
                t.solver(),
                t.cost(),
                t.attackWeight(),
                t.attackUnits(),
                t.legitimateUnits(),
                seconds);
        Io.out.printf(
                Locale.ROOT,
                "calibrated on %d legitimate validation questions (highest score %.4f, margin %.2f log-odds):"
                        + " threshold %.6f; %d of %d validation attacks caught%n",
                c.legitimate(),
                c.highestLegitimateScore(),
                c.margin(),
                manifest.threshold(),
                c.caught(),
                c.attacks());
        Io.out.printf(
                Locale.ROOT,
                "held out, neither fitted nor calibrated on: %s%n",
                String.join(", ", t.heldOutFamilies()));
        Io.out.println("wrote " + out.resolve(DetectorManifest.FILE) + " and " + out.resolve(modelFile) + " (SHA-256 "
                + manifest.modelSha256() + ")");
        Io.out.printf(
                Locale.ROOT,
                "the guard applies legal.guard.detector.threshold; its default must be %.6f (the guard's tests check)%n",
                manifest.threshold());
    }
}
