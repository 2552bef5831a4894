package io.legalagent.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What signing each hop costs: the hop latency of the passes with custody on (every node signs its
 * hop, the observer checks the chain) against those with it off, measured alternately in one
 * benchmark run. The p50 difference comes with a 95 % bootstrap interval that resamples whole runs,
 * not hops: the hops of one run share its moment on the machine, so resampling them one by one would
 * make the interval too narrow.
 *
 * @param pass which pass of each round is compared ("idle" or "loaded")
 * @param low the 2.5th percentile of the resampled p50 differences
 * @param high the 97.5th
 */
record CustodyCost(
        String pass,
        LatencySummary on,
        LatencySummary off,
        double p50Difference,
        double low,
        double high,
        int resamples) {
    static final int RESAMPLES = 2000;
    /** Fixed, so that the same samples give the same interval. */
    private static final long SEED = 45;

    static CustodyCost of(String pass, List<RunSample> on, List<RunSample> off) {
        return of(pass, on, off, RESAMPLES);
    }

    static CustodyCost of(String pass, List<RunSample> on, List<RunSample> off, int resamples) {
        if (on.isEmpty() || off.isEmpty()) {
            throw new IllegalArgumentException(
                    "both modes need runs to compare: " + on.size() + " on, " + off.size() + " off");
        }
        var onSummary = LatencySummary.of(gaps(on));
        var offSummary = LatencySummary.of(gaps(off));
        var random = new SplittableRandom(SEED);
        double[] differences = new double[resamples];
        for (int i = 0; i < resamples; i++) {
            differences[i] = median(resample(on, random)) - median(resample(off, random));
        }
        java.util.Arrays.sort(differences);
        return new CustodyCost(
                pass,
                onSummary,
                offSummary,
                onSummary.p50() - offSummary.p50(),
                LatencySummary.percentile(differences, 2.5),
                LatencySummary.percentile(differences, 97.5),
                resamples);
    }

    /** Every hop gap of the runs, in milliseconds. */
    private static List<Double> gaps(List<RunSample> runs) {
        var gaps = new ArrayList<Double>();
        runs.forEach(run -> run.hops().forEach(hop -> gaps.add(hop.millis())));
        return gaps;
    }

    /** As many runs as there are, drawn with replacement: their hop gaps, sorted. */
    private static double[] resample(List<RunSample> runs, SplittableRandom random) {
        var gaps = new ArrayList<Double>();
        for (int i = 0; i < runs.size(); i++) {
            runs.get(random.nextInt(runs.size())).hops().forEach(hop -> gaps.add(hop.millis()));
        }
        return gaps.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    private static double median(double[] ascending) {
        return LatencySummary.percentile(ascending, 50);
    }

    String table() {
        return String.format(
                        Locale.ROOT,
                        "custody cost (%s passes): on %d hops p50 %.2f / p95 %.2f ms; off %d hops p50 %.2f / p95 %.2f"
                                + " ms%n",
                        pass,
                        on.count(),
                        on.p50(),
                        on.p95(),
                        off.count(),
                        off.p50(),
                        off.p95())
                + String.format(
                        Locale.ROOT,
                        "  p50 difference %+.2f ms, 95 %% bootstrap interval [%+.2f, %+.2f] ms (%d resamples of whole"
                                + " runs)%n",
                        p50Difference,
                        low,
                        high,
                        resamples);
    }

    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("pass", pass);
        map.put("on", on.figures());
        map.put("off", off.figures());
        map.put("p50_difference_ms", LatencySummary.round(p50Difference));
        map.put("interval95_ms", List.of(LatencySummary.round(low), LatencySummary.round(high)));
        map.put("resamples", resamples);
        return map;
    }
}
