package io.legalagent.retrieval.memorybench;

import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.stream.Stream;

/** One file's figures at a threshold: recall per rewording, false hits among other questions. */
record MemoryReport(String name, MemoryPairs pairs) {
    /** Above the most similar other question of any file by this margin: rewordings sit far higher. */
    static final double MARGIN = 0.01;

    /**
     * The lowest threshold (to 0.005) with no false hit in any file: the closest pair of different
     * questions plus a margin, so that a question a little closer still does not borrow an answer.
     * Empty when no pair of different questions passes the memory's checks: then the checks alone
     * keep them apart here, and the threshold guards only against questions these files lack.
     */
    static OptionalDouble suggested(List<MemoryReport> reports) {
        double closest = reports.stream()
                .flatMap(r -> Stream.concat(r.pairs.sameFacts.stream(), r.pairs.nearestOther.stream()))
                .mapToDouble(Double::doubleValue)
                .max()
                .orElse(-1);
        return closest < 0 ? OptionalDouble.empty() : OptionalDouble.of(Math.ceil((closest + MARGIN) / 0.005) * 0.005);
    }

    String render(double measured, OptionalDouble suggested) {
        var text = new StringBuilder(String.format(
                Locale.ROOT,
                "%s: %d questions, %d pairs on a shared fact pattern%n",
                name,
                pairs.nearestOther.size(),
                pairs.sameFacts.size()));
        text.append(String.format(
                Locale.ROOT,
                "  closest other question that passes the checks: same fact pattern %.4f, any %.4f"
                        + " (-1: none; a rewording's lowest similarity is -1 when one fails them)%n",
                max(pairs.sameFacts),
                max(pairs.nearestOther)));
        if (suggested.isEmpty()) {
            text.append("  no other question of any file passes the choice and wording checks: none can hit\n");
        }
        var thresholds =
                suggested.isPresent() ? new double[] {measured, suggested.getAsDouble()} : new double[] {measured};
        for (int i = 0; i < thresholds.length; i++) {
            double t = thresholds[i];
            text.append(String.format(Locale.ROOT, "  threshold %.3f%s%n", t, i == 1 ? " (suggested)" : ""));
            text.append(String.format(
                    Locale.ROOT,
                    "    must not hit: %d of %d same-fact-pattern pairs, %d of %d questions hit another question%n",
                    above(pairs.sameFacts, t),
                    pairs.sameFacts.size(),
                    above(pairs.nearestOther, t),
                    pairs.nearestOther.size()));
            pairs.rewordings.forEach((kind, values) -> text.append(String.format(
                    Locale.ROOT,
                    "    should hit, %-16s recall %5.1f%% (lowest similarity %.4f)%n",
                    kind.name().toLowerCase(Locale.ROOT),
                    100.0 * above(values, t) / Math.max(1, values.size()),
                    values.stream().mapToDouble(Double::doubleValue).min().orElse(0))));
            appendFalseHits(text, t);
            int hits = pairs.rewordings.values().stream()
                    .mapToInt(v -> (int) above(v, t))
                    .sum();
            int falseHits = (int) above(pairs.nearestOther, t);
            text.append(String.format(
                    Locale.ROOT,
                    "    precision %.3f, recall %.3f%n",
                    hits + falseHits == 0 ? 1.0 : hits / (double) (hits + falseHits),
                    hits
                            / (double) Math.max(
                                    1,
                                    pairs.rewordings.values().stream()
                                            .mapToInt(List::size)
                                            .sum())));
        }
        return text.toString().stripTrailing();
    }

    /** Names each question that hits another at threshold t, so a false hit can be read, not only counted. */
    private void appendFalseHits(StringBuilder text, double t) {
        for (int q = 0; q < pairs.nearestOther.size(); q++) {
            if (pairs.nearestOther.get(q) >= t) {
                text.append(String.format(
                        Locale.ROOT,
                        "    hits another question: %s (%.4f)%n",
                        pairs.nearestOtherIds.get(q),
                        pairs.nearestOther.get(q)));
            }
        }
    }

    private static long above(List<Double> values, double t) {
        return values.stream().filter(v -> v >= t).count();
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }
}
