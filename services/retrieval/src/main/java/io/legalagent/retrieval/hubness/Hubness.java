package io.legalagent.retrieval.hubness;

import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Hubness: some passages sit near many queries and many other passages, a known failure of
 * nearest-neighbour search in high dimensions, and a top k made of them is a generic match rather
 * than the passage a question turns on. Ingest stores two counts with every passage
 * ({@link HubnessRefresh}); the confidence reads them as the mean of log(1 + count) over a step's
 * top k (docs/retrieval.md).
 */
public final class Hubness {
    /** How many nearest passages each passage votes for in the corpus count. */
    public static final int NEIGHBOURS = 10;
    /** How many nearest passages each probe question votes for. */
    public static final int PROBE_TOP = 5;
    /** Passage metadata: the corpus count. */
    public static final String CORPUS_KEY = "hub_corpus";
    /** Passage metadata: the probe count over its even share. */
    public static final String PROBE_KEY = "hub_probe";
    /** Passage and collection metadata: the {@link #spec} the counts were made under. */
    public static final String SPEC_KEY = "hubness";

    private Hubness() {}

    /**
     * What the counts depend on besides the corpus, as a short hash: the two neighbour counts and the
     * probe's fingerprint ("none" without a probe). A confidence model records the spec it was fitted
     * with, and reading counts made under another is an error, not a silent drift.
     */
    public static String spec(@Nullable HubProbe probe) {
        String text = "neighbours=" + NEIGHBOURS + " probe_top=" + PROBE_TOP + " probe="
                + (probe == null ? "none" : probe.fingerprint());
        return Hashes.sha256(text).substring(0, 16);
    }

    /** The spec of the bundled probe: what ingest writes for a collection of the bundled model's vectors. */
    public static String bundledSpec() {
        return spec(HubProbe.bundled());
    }

    /** Mean of log(1 + count) over these passages for one of the two keys. */
    public static double meanLogCount(List<StoredPassage> passages, String key, String spec) {
        return passages.stream()
                .mapToDouble(p -> Math.log1p(count(p, key, spec)))
                .average()
                .orElse(0);
    }

    private static double count(StoredPassage passage, String key, String spec) {
        Object recorded = passage.metadata().get(SPEC_KEY);
        Object value = passage.metadata().get(key);
        if (value instanceof Number number && spec.equals(recorded)) {
            return number.doubleValue();
        }
        if (spec(null).equals(recorded)) {
            throw new IllegalStateException("passage " + passage.id() + " has no " + key + " count: the bundled probe"
                    + " is of another embedding model than this collection's, so the calibrated confidence does not"
                    + " apply; build a probe and fit the model for it (./legal train probe, then ./legal bench retrieval"
                    + " --calibrate --fit), or set legal.retrieval.confidence-signal to a signal without hub counts");
        }
        throw new IllegalStateException("passage " + passage.id() + " has no " + key + " count made under hubness "
                + spec + (recorded == null ? "" : " (it has " + recorded + ")")
                + ": ingest the corpus again with this build (./legal ingest)");
    }
}
