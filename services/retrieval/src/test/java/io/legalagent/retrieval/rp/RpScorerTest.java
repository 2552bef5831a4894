package io.legalagent.retrieval.rp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each RPv1.1 term on hand-made passages, with the expected order worked out by hand in the comments.
 * Texts are free of holding language unless a test is about it, so W_density is 0 elsewhere.
 */
class RpScorerTest {
    private static final String PLAIN = "A plain sentence about a fence between two farms.";
    private final RpScorer scorer = new RpScorer();

    private static RpCandidate citing(String id, String... cites) {
        return new RpCandidate(id, PLAIN, new CitatorSignals(List.of(cites), null, null, null, null), 0);
    }

    private static RpCandidate labelled(String id, String label) {
        return new RpCandidate(id, PLAIN, new CitatorSignals(List.of(), label, null, null, null), 0);
    }

    private static RpCandidate cited(String id, double frequency) {
        return new RpCandidate(id, PLAIN, new CitatorSignals(List.of(), null, frequency, null, null), 0);
    }

    private static RpCandidate at(String id, Double position) {
        return new RpCandidate(id, PLAIN, new CitatorSignals(List.of(), null, null, null, position), 1.0);
    }

    private double[] values(List<RpCandidate> pool, java.util.function.ToDoubleFunction<RpTerms> term) {
        return scorer.terms(pool).stream().mapToDouble(term).toArray();
    }

    private List<String> order(List<RpCandidate> pool) {
        return scorer.ranked(pool).stream().map(RpTerms::id).toList();
    }

    @Test
    void edgeCountsACitationBetweenTwoCandidatesEitherWay() {
        // a cites b: a and b get E = 1, a first by id; d cites a passage outside the pool: E = 0, as c.
        var pool = List.of(citing("c"), citing("d", "outside"), citing("b"), citing("a", "b"));

        assertThat(order(pool)).containsExactly("a", "b", "c", "d");
        assertThat(scorer.terms(pool)).extracting(RpTerms::edge).containsExactly(0.0, 0.0, 1.0, 1.0);
        assertThat(scorer.terms(pool)).noneMatch(RpTerms::semanticEdge);
    }

    @Test
    void treatmentWeighsByTheFrozenTable() {
        // followed 1.0 > distinguished 0.1 > an unknown label 0 > criticized -0.5; case does not matter.
        var pool = List.of(
                labelled("w", "criticized"),
                labelled("x", "Distinguished"),
                labelled("y", "mentioned"),
                labelled("z", "FOLLOWED"));

        assertThat(order(pool)).containsExactly("z", "x", "y", "w");
        assertThat(scorer.terms(pool)).extracting(RpTerms::treatment).containsExactly(-0.5, 0.1, 0.0, 1.0);
    }

    @Test
    void frequencyAddsAFifthOfItsNaturalLog() {
        // 0.2·ln 100 = 0.921 > 0.2·ln 10 = 0.461 > ln 1 = 0 = below 1 (nothing): the tie goes to p-a.
        var pool = List.of(cited("p-b", 1), cited("p-a", 0.5), cited("p-ten", 10), cited("p-hundred", 100));

        assertThat(order(pool)).containsExactly("p-hundred", "p-ten", "p-a", "p-b");
        assertThat(scorer.terms(pool).get(3).frequency()).isCloseTo(0.2 * Math.log(100), within(1e-12));
        assertThat(scorer.terms(pool).get(2).frequency()).isCloseTo(0.4605, within(1e-4));
    }

    @Test
    void positionFavoursTheOpeningThenTheCloseOfASource() {
        // opening (<= 0.10) 0.30 > close (>= 0.90) 0.15 > body 0 = unknown 0 (tie: "body" < "unknown").
        var pool = List.of(at("unknown", null), at("body", 0.5), at("close", 0.95), at("opening", 0.0));

        assertThat(order(pool)).containsExactly("opening", "close", "body", "unknown");
        assertThat(scorer.terms(pool)).extracting(RpTerms::position).containsExactly(0.0, 0.0, 0.15, 0.3);
    }

    @Test
    void densityCountsHoldingLanguagePerHundredWordsAndSaturates() {
        // "We hold that the defendant is liable.": 7 words, 3 phrases (we hold, hold that, is liable):
        // 42.9 per 100 words, above the saturation of 3, so 0.30. One phrase in 50 words: 2 per 100,
        // 0.30 × 2/3 = 0.20. No phrase: 0.
        String dense = "We hold that the defendant is liable.";
        String some = "The general rule " + "word ".repeat(47).strip();
        var pool = List.of(
                new RpCandidate("a-plain", PLAIN, CitatorSignals.NONE, 1),
                new RpCandidate("b-some", some, CitatorSignals.NONE, 1),
                new RpCandidate("c-dense", dense, CitatorSignals.NONE, 1));

        assertThat(order(pool)).containsExactly("c-dense", "b-some", "a-plain");
        assertThat(values(pool, RpTerms::density)).containsExactly(new double[] {0.0, 0.2, 0.3}, within(1e-12));
    }

    @Test
    void anOverruledPassageLosesHalfAPoint() {
        // both followed (1.0); the overruled one scores 1.0 - 0.5 = 0.5 and falls below although its id
        // comes first.
        var pool = List.of(
                new RpCandidate("a", PLAIN, new CitatorSignals(List.of(), "followed", null, true, null), 0),
                new RpCandidate("b", PLAIN, new CitatorSignals(List.of(), "followed", null, false, null), 0));

        assertThat(order(pool)).containsExactly("b", "a");
        assertThat(scorer.terms(pool)).extracting(RpTerms::score).containsExactly(0.5, 1.0);
    }

    @Test
    void withoutCitatorSignalsTheEdgeIsTheScaledRelevanceBesidePositionAndDensity() {
        // Relevance 2, 1, 0 scales to E = 1, 0.5, 0. "mid" holds dense holding language (+0.3): 0.8,
        // still below "top" (1.0); "low" opens its source (+0.3): 0.3.
        var pool = List.of(
                new RpCandidate("low", PLAIN, new CitatorSignals(List.of(), null, null, null, 0.0), 0),
                new RpCandidate("mid", "We hold that the defendant is liable.", CitatorSignals.NONE, 1),
                new RpCandidate("top", PLAIN, CitatorSignals.NONE, 2));

        assertThat(order(pool)).containsExactly("top", "mid", "low");
        assertThat(values(pool, RpTerms::score)).containsExactly(new double[] {0.3, 0.8, 1.0}, within(1e-12));
        assertThat(scorer.terms(pool)).allMatch(RpTerms::semanticEdge);
    }

    @Test
    void withCitatorSignalsRelevanceIsNotUsed() {
        // "cited" has an edge (E = 1) and "relevant" none; relevance would put "relevant" first.
        var pool = List.of(
                new RpCandidate("relevant", PLAIN, CitatorSignals.NONE, 9),
                new RpCandidate("cited", PLAIN, new CitatorSignals(List.of(), null, null, null, null), 0),
                new RpCandidate("citing", PLAIN, new CitatorSignals(List.of("cited"), null, null, null, null), 0));

        assertThat(order(pool)).containsExactly("cited", "citing", "relevant");
    }

    @Test
    void equalScoresGoToTheLexicographicallySmallerId() {
        var pool = List.of(
                new RpCandidate("b", PLAIN, CitatorSignals.NONE, 1),
                new RpCandidate("a10", PLAIN, CitatorSignals.NONE, 1),
                new RpCandidate("a2", PLAIN, CitatorSignals.NONE, 1));

        assertThat(order(pool)).containsExactly("a10", "a2", "b");
    }

    @Test
    void signalsSurviveTheStoresMetadata() {
        var signals = new CitatorSignals(List.of("z", "a"), "followed", 12.0, false, 0.25);

        assertThat(CitatorSignals.of(Map.copyOf(signals.metadata()))).isEqualTo(signals);
        assertThat(signals.cites()).containsExactly("a", "z");
        assertThat(CitatorSignals.NONE.metadata()).isEmpty();
        assertThat(CitatorSignals.of(Map.of("source", "barexam"))).isEqualTo(CitatorSignals.NONE);
    }
}
