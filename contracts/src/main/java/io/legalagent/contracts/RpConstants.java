package io.legalagent.contracts;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The Frozen Context Spec's constants, one versioned record: the context size, the snippet window,
 * head-tail trimming and every weight and table of the RPv1.1 score
 * {@code E + W_t(label) + 0.2·log(freq) + W_pos + W_density − 0.5·Overruled}. They are code, not
 * settings: changing any value means a new record with a new version, so a pack's version names
 * exactly the numbers it was built with. {@link #V1_1} is the one in force.
 *
 * @param topK passages in a frozen pack's context
 * @param snippetRadius characters kept on each side of a snippet's best-matching query terms
 * @param trimAbove a text longer than this (in code points) is trimmed head-tail
 * @param trimKeep code points kept from the head and from the tail of a trimmed text
 * @param edgeWeight E: the weight of a citation edge between a passage and another candidate
 * @param frequencyWeight the factor of {@code log(freq)}, the citation frequency (at least 1)
 * @param overruledPenalty subtracted once from an overruled passage
 * @param treatmentWeights W_t by citator treatment label (lower case); an unknown label weighs 0
 * @param openingShare a position (0 = a source's first passage, 1 = its last) up to this is its opening
 * @param openingWeight W_pos of an opening passage
 * @param closingShare a position from this on is the source's close
 * @param closingWeight W_pos of a closing passage; every other position weighs 0
 * @param densityWeight W_density at saturation
 * @param densitySaturation holding phrases per 100 words at which W_density saturates
 * @param holdingPhrases holding language, matched case-insensitively on word boundaries
 */
public record RpConstants(
        String version,
        int topK,
        int snippetRadius,
        int trimAbove,
        int trimKeep,
        double edgeWeight,
        double frequencyWeight,
        double overruledPenalty,
        SortedMap<String, Double> treatmentWeights,
        double openingShare,
        double openingWeight,
        double closingShare,
        double closingWeight,
        double densityWeight,
        double densitySaturation,
        List<String> holdingPhrases) {

    public static final RpConstants V1_1 = new RpConstants(
            "rp-1.1",
            12,
            80,
            80_000,
            40_000,
            1.0,
            0.2,
            0.5,
            new TreeMap<>(Map.of(
                    "followed", 1.0,
                    "affirmed", 1.0,
                    "explained", 0.6,
                    "harmonized", 0.5,
                    "cited", 0.3,
                    "distinguished", 0.1,
                    "limited", -0.2,
                    "questioned", -0.4,
                    "criticized", -0.5)),
            0.10,
            0.30,
            0.90,
            0.15,
            0.30,
            3.0,
            List.of(
                    "we hold",
                    "we conclude",
                    "we affirm",
                    "we reverse",
                    "held that",
                    "holds that",
                    "hold that",
                    "the court held",
                    "the rule is",
                    "the general rule",
                    "the majority rule",
                    "is liable",
                    "is not liable",
                    "is admissible",
                    "is inadmissible",
                    "is enforceable",
                    "is unenforceable",
                    "is void",
                    "is voidable",
                    "must prove",
                    "is required",
                    "requires",
                    "constitutes",
                    "the elements of",
                    "therefore",
                    "accordingly"));

    public RpConstants {
        treatmentWeights = Collections.unmodifiableSortedMap(new TreeMap<>(treatmentWeights));
        holdingPhrases = List.copyOf(holdingPhrases);
        if (trimKeep * 2 > trimAbove) {
            throw new IllegalArgumentException("a trimmed text must be shorter than the bound that trims it");
        }
    }

    /**
     * The trimming of packs made before these constants were frozen ({@code rp-1}), where a passage
     * longer than twice {@code keep} kept its first and last {@code keep}: replay rebuilds their
     * context windows with it. Everything else is this record's.
     */
    public RpConstants beforeFreezing(int keep) {
        return new RpConstants(
                "rp-1",
                topK,
                snippetRadius,
                2 * keep,
                keep,
                edgeWeight,
                frequencyWeight,
                overruledPenalty,
                treatmentWeights,
                openingShare,
                openingWeight,
                closingShare,
                closingWeight,
                densityWeight,
                densitySaturation,
                holdingPhrases);
    }

    /** Every constant as text, sorted by name, as a manifest records it. */
    public SortedMap<String, String> asMap() {
        var map = new TreeMap<String, String>();
        map.put("version", version);
        map.put("top_k", Integer.toString(topK));
        map.put("snippet_radius", Integer.toString(snippetRadius));
        map.put("trim_above", Integer.toString(trimAbove));
        map.put("trim_keep", Integer.toString(trimKeep));
        map.put("edge_weight", Double.toString(edgeWeight));
        map.put("frequency_weight", Double.toString(frequencyWeight));
        map.put("overruled_penalty", Double.toString(overruledPenalty));
        treatmentWeights.forEach((label, weight) -> map.put("treatment_weight." + label, Double.toString(weight)));
        map.put("opening_share", Double.toString(openingShare));
        map.put("opening_weight", Double.toString(openingWeight));
        map.put("closing_share", Double.toString(closingShare));
        map.put("closing_weight", Double.toString(closingWeight));
        map.put("density_weight", Double.toString(densityWeight));
        map.put("density_saturation", Double.toString(densitySaturation));
        map.put("holding_phrases", String.join("|", holdingPhrases));
        return Collections.unmodifiableSortedMap(map);
    }
}
