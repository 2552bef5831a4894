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
        assertThat(model.fingerprint()).hasSize(64);
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
