package io.legalagent.cli;

import io.legalagent.screen.InjectionDetector;
import io.legalagent.screen.LayeredScreen;
import io.legalagent.screen.rules.ScreenRules;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code bench screen-passages}: the guard's passage screen ({@link LayeredScreen#passage}) on real
 * legal text. Every flag here is a false one: a frozen context carrying that passage would be refused.
 */
final class PassageScreenBench {
    private final PrintStream out;
    private final PrintStream err;

    PassageScreenBench(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** A flagged passage: its id, where it came from, the first layer that flagged it and why. */
    record Flag(String id, String origin, String layer, String reason) {}

    int run(List<ScreenedPassages.Entry> passages, List<InjectionCases.Case> attacks, Path detectorDir, boolean json)
            throws Exception {
        try (var detector =
                detectorDir == null ? InjectionDetector.bundled() : InjectionDetector.fromDirectory(detectorDir)) {
            var screen = new LayeredScreen(ScreenRules.bundled(), detector, detector.calibratedThreshold(), null);
            var flags = flags(screen, passages);
            var caught = caught(screen, attacks);
            report(passages, flags, detector.calibratedThreshold(), caught, json);
            return flags.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
        }
    }

    static List<Flag> flags(LayeredScreen screen, List<ScreenedPassages.Entry> passages) {
        var flags = new ArrayList<Flag>();
        for (var passage : passages) {
            var screening = screen.passage(passage.text());
            screening.layers().stream()
                    .filter(layer -> !layer.safe())
                    .findFirst()
                    .ifPresent(layer -> flags.add(new Flag(
                            passage.id(),
                            passage.origin(),
                            layer.layer().label(),
                            screening.verdict().reasoning())));
        }
        return flags;
    }

    /** Attacks of one split caught when screened as a question and when screened as a passage. */
    record Caught(String split, int attacks, int asQuestions, int asPassages) {}

    /** The attack families screened both ways: the passage screen must catch what the question screen does. */
    static List<Caught> caught(LayeredScreen screen, List<InjectionCases.Case> attacks) {
        var bySplit = new LinkedHashMap<String, int[]>();
        for (var attack : attacks) {
            var counts = bySplit.computeIfAbsent(attack.split(), s -> new int[3]);
            counts[0]++;
            counts[1] += screen.screen(attack.question()).flagged() ? 1 : 0;
            counts[2] += screen.passage(attack.question().withChoices()).flagged() ? 1 : 0;
        }
        var caught = new ArrayList<Caught>();
        bySplit.forEach((split, n) -> caught.add(new Caught(split, n[0], n[1], n[2])));
        return caught;
    }

    private void report(
            List<ScreenedPassages.Entry> passages,
            List<Flag> flags,
            double threshold,
            List<Caught> caught,
            boolean json)
            throws Exception {
        var byOrigin = new LinkedHashMap<String, long[]>();
        passages.forEach(p -> byOrigin.computeIfAbsent(p.origin(), o -> new long[2])[0]++);
        flags.forEach(f -> byOrigin.get(f.origin())[1]++);
        out.printf(Locale.ROOT, "layers: rules and learned detector (threshold %.4f)%n", threshold);
        byOrigin.forEach(
                (origin, n) -> out.printf(Locale.ROOT, "%-10s %6d screened %4d flagged%n", origin, n[0], n[1]));
        out.printf(Locale.ROOT, "%-10s %6d screened %4d flagged%n", "all", passages.size(), flags.size());
        caught.forEach(c -> out.printf(
                Locale.ROOT,
                "attacks %-9s %4d: caught as questions %4d, as passages %4d%n",
                c.split(),
                c.attacks(),
                c.asQuestions(),
                c.asPassages()));
        flags.forEach(f ->
                out.printf(Locale.ROOT, "flagged %s (%s) by the %s: %s%n", f.id(), f.origin(), f.layer(), f.reason()));
        if (json) {
            Map<String, Object> document = new LinkedHashMap<>();
            document.put("bench", "screen-passages");
            document.put("screened", passages.size());
            document.put("flagged", flags.size());
            document.put("flags", flags);
            document.put("attacks", caught);
            out.println(Json.MAPPER.writeValueAsString(document));
        }
        err.println(flags.isEmpty() ? "no passage flagged" : flags.size() + " real passages flagged");
    }
}
