package io.legalagent.retrieval.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class ConfidenceSignalTest {
    private static final Offset<Double> CLOSE = Offset.offset(1e-6); // float embeddings

    private static Ranking.Ranked ranked(String id, double score, float... embedding) {
        return new Ranking.Ranked(new StoredPassage(id, id, Map.of(), embedding), score);
    }

    /** Two queries (x and y axes) over three passages ranked p1, p2, p3. */
    private static Ranking ranking() {
        return new Ranking(
                List.of(ranked("p1", 3.0, 1, 0), ranked("p2", 1.0, 0.6f, 0.8f), ranked("p3", 0.5f, 0, 1)),
                List.of(new float[] {1, 0}, new float[] {0, 1}),
                4,
                0);
    }

    @Test
    void eachSignalReadsTheRankingAsDocumented() {
        var ranking = ranking();

        assertThat(ConfidenceSignal.MEAN_COSINE.value(ranking, 2)).isCloseTo((1 + 0.6) / 2, CLOSE);
        assertThat(ConfidenceSignal.TOP1_COSINE.value(ranking, 2)).isCloseTo(1, CLOSE);
        assertThat(ConfidenceSignal.MAX_COSINE.value(ranking, 2)).isCloseTo(1, CLOSE);
        assertThat(ConfidenceSignal.RERANK_TOP1.value(ranking, 2)).isCloseTo(3, CLOSE);
        assertThat(ConfidenceSignal.RERANK_MARGIN.value(ranking, 2)).isCloseTo(2, CLOSE);
        assertThat(ConfidenceSignal.RERANK_GAP.value(ranking, 3)).isCloseTo(3 - 0.75, CLOSE);
        // The x query's nearest (p1) is in the top 2, the y query's (p3) is not.
        assertThat(ConfidenceSignal.AGREEMENT.value(ranking, 2)).isCloseTo(0.5, CLOSE);
        assertThat(ConfidenceSignal.AGREEMENT.value(ranking, 3)).isCloseTo(1, CLOSE);
        assertThat(ConfidenceSignal.CONCENTRATION.value(ranking, 2)).isCloseTo(2 / 4.0, CLOSE);
    }

    /** p1, p2, p3 as above, with learned-reranker probabilities 0.2, 0.6 and 0.1. */
    private static Ranking withRelevance() {
        var r = ranking().passages();
        return new Ranking(
                List.of(
                        new Ranking.Ranked(r.get(0).passage(), r.get(0).score(), 0.2),
                        new Ranking.Ranked(r.get(1).passage(), r.get(1).score(), 0.6),
                        new Ranking.Ranked(r.get(2).passage(), r.get(2).score(), 0.1)),
                ranking().queryVectors(),
                4,
                0);
    }

    @Test
    void theLearnedSignalsReadTheRerankersProbabilitiesOverTheTopK() {
        var ranking = withRelevance();

        assertThat(ConfidenceSignal.LEARNED_TOP1.value(ranking, 2)).isCloseTo(0.2, CLOSE);
        assertThat(ConfidenceSignal.LEARNED_MAX.value(ranking, 2)).isCloseTo(0.6, CLOSE);
        assertThat(ConfidenceSignal.LEARNED_SUM.value(ranking, 2)).isCloseTo(0.8, CLOSE);
        assertThat(ConfidenceSignal.LEARNED_NOISY_OR.value(ranking, 2)).isCloseTo(1 - 0.8 * 0.4, CLOSE);
        assertThat(ConfidenceSignal.LEARNED_SHARE.value(ranking, 2)).isCloseTo(0.8 / 0.9, CLOSE);
        assertThat(ConfidenceSignal.LEARNED_POOL_MAX.value(ranking, 2)).isCloseTo(0.6, CLOSE);
        assertThat(ConfidenceSignal.LEARNED_POOL_SUM.value(ranking, 2)).isCloseTo(0.9, CLOSE);
        // The learned reranker's own top 1 is p2, which the ranking's top 1 (p1) does not hold.
        assertThat(ConfidenceSignal.LEARNED_OVERLAP.value(ranking, 1)).isZero();
        assertThat(ConfidenceSignal.LEARNED_OVERLAP.value(ranking, 2)).isCloseTo(1, CLOSE);
        double h = -(2 / 9.0 * Math.log(2 / 9.0) + 6 / 9.0 * Math.log(6 / 9.0) + 1 / 9.0 * Math.log(1 / 9.0));
        assertThat(ConfidenceSignal.LEARNED_FOCUS.value(ranking, 2)).isCloseTo(1 - h / Math.log(3), CLOSE);
        assertThat(ConfidenceSignal.LEARNED_NOISY_OR.readsRelevance()).isTrue();
        assertThat(ConfidenceSignal.RERANK_TOP1.readsRelevance()).isFalse();
        // Without probabilities (a ranking that did not compute them) the learned signals read 0.
        assertThat(ConfidenceSignal.LEARNED_NOISY_OR.value(ranking(), 2)).isZero();
    }

    @Test
    void nothingRankedIsNoConfidence() {
        var empty = new Ranking(List.of(), List.of(new float[] {1, 0}), 0, 0);

        for (var signal : ConfidenceSignal.values()) {
            assertThat(signal.value(empty, 5)).as(signal.id()).isZero();
        }
    }

    @Test
    void theCalibratedSignalIsTheBundledLogisticModelOfItsInputs() {
        var model = ConfidenceModel.bundled();
        var ranking = ranking();
        double logit = model.bias();
        for (int i = 0; i < model.signals().size(); i++) {
            double value = ConfidenceSignal.parse(model.signals().get(i)).value(ranking, 2);
            logit += model.weights()[i] * (value - model.means()[i]) / model.sds()[i];
        }

        assertThat(ConfidenceSignal.CALIBRATED.value(ranking, 2)).isCloseTo(1 / (1 + Math.exp(-logit)), CLOSE);
        assertThat(model.signals()).doesNotContain("calibrated");
        assertThat(model.relevanceModel()).isEqualTo(LearnedRelevance.fingerprint());
        assertThat(ConfidenceSignal.CALIBRATED.value(withRelevance(), 2))
                .isNotEqualTo(ConfidenceSignal.CALIBRATED.value(ranking(), 2));
        assertThat(model.fingerprint()).hasSize(64);
    }

    @Test
    void aModelFittedOnAnotherRerankersProbabilitiesIsRefused() {
        var model = ConfidenceModel.bundled();
        var other = new ConfidenceModel(
                model.signals(), model.means(), model.sds(), model.weights(), model.bias(), "test", "0".repeat(64));

        assertThatThrownBy(() -> other.checkedAgainst(LearnedRelevance.fingerprint()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("fit it again");
        assertThat(model.checkedAgainst(LearnedRelevance.fingerprint())).isSameAs(model);
    }

    @Test
    void signalsAreNamedAsSettingsSpellThem() {
        assertThat(ConfidenceSignal.parse("rerank-top1")).isEqualTo(ConfidenceSignal.RERANK_TOP1);
        assertThat(ConfidenceSignal.parse(" Mean_Cosine ")).isEqualTo(ConfidenceSignal.MEAN_COSINE);
        assertThat(ConfidenceSignal.DEFAULT).isEqualTo(ConfidenceSignal.CALIBRATED);
        assertThatThrownBy(() -> ConfidenceSignal.parse("vibes"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mean_cosine");
    }
}
