package io.legalagent.retrieval.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class RerankFeaturesTest {
    private static final String PRIMARY =
            "Can the buyer cross the seller's land?\n(A) easement by necessity\n(B) adverse possession";
    private static final List<Candidate> POOL = List.of(
            candidate("p1", "An easement by necessity arises when land is landlocked.", 1, 0, 0),
            candidate("p2", "Adverse possession requires open and hostile possession.", 0, 1, 0),
            candidate("p3", "A contract needs offer, acceptance and consideration.", 0, 0, 1));

    private static Candidate candidate(String id, String text, float x, float y, float z) {
        return new Candidate(new StoredPassage(id, text, Map.of(), new float[] {x, y, z}));
    }

    private static int column(String name) {
        return RerankFeatures.NAMES.indexOf(name);
    }

    @Test
    void theChoicesAreTheAlternativesThePrimaryListsAsChoiceLines() {
        var request = new RerankRequest(
                List.of(PRIMARY, "easement by necessity", "adverse possession", "servitude landlocked parcel"),
                List.of(new float[] {1, 1, 0}, new float[] {1, 0, 0}, new float[] {0, 1, 0}, new float[] {1, 0, 0}),
                POOL);

        assertThat(request.choiceFlags()).containsExactly(false, true, true, false);
        assertThat(QuerySet.withoutChoiceLines(PRIMARY).strip()).isEqualTo("Can the buyer cross the seller's land?");
    }

    @Test
    void eachCandidateGetsOneRowOfEveryFeatureFromItsOwnSignals() {
        var request = new RerankRequest(
                List.of(PRIMARY, "easement by necessity", "adverse possession"),
                List.of(new float[] {1, 0.2f, 0}, new float[] {1, 0, 0}, new float[] {0, 1, 0}),
                POOL);

        double[][] rows = RerankFeatures.of(request, 0.4);

        assertThat(rows).hasNumberOfRows(3);
        assertThat(rows[0]).hasSize(RerankFeatures.NAMES.size());
        // p1 states choice A in its words and is closest to the primary: first on every rank signal.
        assertThat(rows[0][column("f12_terms_choice_max")]).isEqualTo(1.0);
        assertThat(rows[2][column("f12_terms_choice_max")]).isEqualTo(0.0);
        assertThat(rows[0][column("f03_dense_choice_max")]).isCloseTo(1.0, Offset.offset(1e-9));
        assertThat(rows[0][column("f14_rr_dense_primary")]).isEqualTo(1.0);
        assertThat(rows[2][column("f14_rr_dense_primary")]).isEqualTo(1.0 / 3);
        assertThat(rows[0][column("f19_rr_hybrid")]).isEqualTo(1.0);
        assertThat(rows[0][column("f13_choices_touched")]).isEqualTo(0.5);
        // The hybrid score is today's reranker's own, so the model can only add to it.
        assertThat(rows[1][column("f00_hybrid")]).isEqualTo(new HybridReranker(0.4).scores(request)[1]);
    }

    @Test
    void withoutChoicesTheChoiceSignalsFallBackToThePrimary() {
        var request = new RerankRequest(List.of("easement by necessity"), List.of(new float[] {1, 0, 0}), POOL);

        double[][] rows = RerankFeatures.of(request, 0.4);

        for (double[] row : rows) {
            assertThat(row[column("f03_dense_choice_max")]).isEqualTo(row[column("f01_dense_primary")]);
            assertThat(row[column("f06_dense_choice_margin")]).isZero();
            assertThat(row[column("f13_choices_touched")]).isZero();
        }
    }
}
