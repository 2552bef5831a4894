package io.legalagent.retrieval.rp;

import io.legalagent.contracts.RpConstants;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The Frozen Context Spec's deterministic score, RPv1.1:
 * {@code E + W_t(label) + 0.2·log(freq) + W_pos + W_density − 0.5·Overruled}, with every weight from
 * {@link RpConstants}. E is 1 when a citation edge joins the passage to another candidate of the pool
 * (it cites one, or one cites it). Where no candidate of the pool carries a citator signal (edges,
 * label, frequency, overruled), the spec's adaptation applies: E, W_t, freq and Overruled are all
 * absent, so E becomes the passage's retrieval relevance scaled to [0, 1] over the pool and the rank
 * rests on it, on W_pos and on W_density. Ties go to the lexicographically smaller passage id.
 */
public final class RpScorer {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    private final RpConstants constants;
    private final List<Pattern> holding;

    public RpScorer(RpConstants constants) {
        this.constants = constants;
        this.holding = constants.holdingPhrases().stream()
                .map(p -> Pattern.compile("\\b" + Pattern.quote(p) + "\\b", Pattern.CASE_INSENSITIVE))
                .toList();
    }

    public RpScorer() {
        this(RpConstants.V1_1);
    }

    /** Each candidate's terms, in the candidates' order. */
    public List<RpTerms> terms(List<RpCandidate> pool) {
        boolean citatorFree = pool.stream().noneMatch(c -> c.signals().hasCitator());
        double[] relevance = citatorFree ? scaled(pool) : null;
        var linked = citatorFree ? Set.<String>of() : linked(pool);
        var out = new ArrayList<RpTerms>(pool.size());
        for (int i = 0; i < pool.size(); i++) {
            var c = pool.get(i);
            var s = c.signals();
            double edge = citatorFree ? relevance[i] : linked.contains(c.id()) ? constants.edgeWeight() : 0;
            double treatment = treatment(s.treatment());
            double frequency = frequency(s.frequency());
            double position = position(s.position());
            double density = density(c.text());
            double overruled = Boolean.TRUE.equals(s.overruled()) ? constants.overruledPenalty() : 0;
            double score = edge + treatment + frequency + position + density - overruled;
            out.add(new RpTerms(c.id(), edge, citatorFree, treatment, frequency, position, density, overruled, score));
        }
        return out;
    }

    /** The pool in RPv1.1 order: score descending, then passage id. */
    public List<RpTerms> ranked(List<RpCandidate> pool) {
        var ranked = new ArrayList<>(terms(pool));
        ranked.sort(ORDER);
        return ranked;
    }

    public static final Comparator<RpTerms> ORDER =
            Comparator.comparingDouble((RpTerms t) -> -t.score()).thenComparing(RpTerms::id);

    /** W_t: the frozen table's weight of the label (case-insensitive); 0 for a missing or unknown one. */
    double treatment(String label) {
        return label == null ? 0 : constants.treatmentWeights().getOrDefault(label.toLowerCase(Locale.ROOT), 0.0);
    }

    /** {@code 0.2·log(freq)}: natural log; a frequency below 1 (or none) adds nothing. */
    double frequency(Double frequency) {
        return frequency == null || frequency < 1 ? 0 : constants.frequencyWeight() * Math.log(frequency);
    }

    /** W_pos: a source's opening weighs most, its close next, its body nothing. */
    double position(Double position) {
        if (position == null) {
            return 0;
        }
        if (position <= constants.openingShare()) {
            return constants.openingWeight();
        }
        return position >= constants.closingShare() ? constants.closingWeight() : 0;
    }

    /** W_density: holding phrases per 100 words, saturating at the frozen density. */
    double density(String text) {
        int words = 0;
        var w = WORD.matcher(text);
        while (w.find()) {
            words++;
        }
        if (words == 0) {
            return 0;
        }
        int hits = 0;
        for (var phrase : holding) {
            var m = phrase.matcher(text);
            while (m.find()) {
                hits++;
            }
        }
        double per100 = 100.0 * hits / words;
        return constants.densityWeight() * Math.min(1, per100 / constants.densitySaturation());
    }

    /** Ids joined by a citation edge to another candidate of the pool, in either direction. */
    private static Set<String> linked(List<RpCandidate> pool) {
        var ids = new HashSet<String>();
        pool.forEach(c -> ids.add(c.id()));
        var linked = new HashSet<String>();
        for (var c : pool) {
            for (var cited : c.signals().cites()) {
                if (ids.contains(cited) && !cited.equals(c.id())) {
                    linked.add(c.id());
                    linked.add(cited);
                }
            }
        }
        return linked;
    }

    /** Relevance min–max scaled to [0, 1] over the pool; all 1 when every candidate scores the same. */
    private static double[] scaled(List<RpCandidate> pool) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (var c : pool) {
            min = Math.min(min, c.relevance());
            max = Math.max(max, c.relevance());
        }
        double[] out = new double[pool.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = max == min ? 1 : (pool.get(i).relevance() - min) / (max - min);
        }
        return out;
    }
}
