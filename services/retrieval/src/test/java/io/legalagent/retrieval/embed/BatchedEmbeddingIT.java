package io.legalagent.retrieval.embed;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.support.TestModels;
import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The batched path on the real bundled model, against the one-text-per-call path. */
class BatchedEmbeddingIT {
    private static final List<String> HOP = List.of(
            "A tenant assigns the lease without consent. Is the assignee liable for rent?\n(A) Yes\n(B) No",
            "assignment sublease privity of estate covenant running with the land",
            "Yes",
            "No, because the assignee never promised to pay rent to the landlord.");
    private static OnnxEmbedder batched;

    @BeforeAll
    static void load() {
        var model = EmbeddingModelChoice.BGE_SMALL_EN_V15_Q;
        batched = OnnxEmbedder.create(model, model.queryInstruction(), true);
    }

    @AfterAll
    static void close() {
        batched.close();
    }

    @Test
    void aSingleTextGetsTheSameVectorAsFromTheOneTextPath() {
        String question = "What are the elements of battery?";

        assertThat(batched.embedPassage(question))
                .containsExactly(TestModels.bge().embedPassage(question), Offset.offset(1e-6f));
    }

    @Test
    void aHopsQueriesComeBackInOrderUnitLengthAndCloseToTheirOwnVectors() {
        var together = batched.embedQueries(HOP);
        var apart = TestModels.bge().embedQueries(HOP);

        assertThat(together).hasSize(HOP.size());
        for (int i = 0; i < HOP.size(); i++) {
            assertThat(Vectors.dot(together.get(i), together.get(i))).isCloseTo(1.0, Offset.offset(1e-5));
            // The bundled model quantizes activations per batch: close, not equal.
            assertThat(Vectors.cosine(together.get(i), apart.get(i))).isGreaterThan(0.95);
        }
        // Each text stays nearest its own vector: the batch never mixes rows up.
        for (int i = 0; i < HOP.size(); i++) {
            int nearest = 0;
            for (int j = 1; j < HOP.size(); j++) {
                if (Vectors.cosine(together.get(i), apart.get(j))
                        > Vectors.cosine(together.get(i), apart.get(nearest))) {
                    nearest = j;
                }
            }
            assertThat(nearest).isEqualTo(i);
        }
    }

    @Test
    void theSameListAlwaysGetsTheSameVectorsSoAReplayFindsTheSameScores() {
        var first = batched.embedQueries(HOP);
        var second = batched.embedQueries(HOP);

        for (int i = 0; i < HOP.size(); i++) {
            assertThat(second.get(i)).containsExactly(first.get(i));
        }
        assertThat(batched.batched()).isTrue();
        assertThat(TestModels.bge().batched()).isFalse();
    }
}
