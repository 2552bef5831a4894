package io.legalagent.retrieval.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PoolBm25Test {
    @Test
    void rareMatchingTermsScoreHighest() {
        var bm25 = new PoolBm25(List.of(
                "an easement by necessity arises when land is landlocked",
                "a contract needs consideration",
                "the land was sold and the land was mortgaged"));

        double[] scores = bm25.scores("easement over landlocked land");

        assertThat(scores[0]).isGreaterThan(scores[2]).isGreaterThan(scores[1]);
        assertThat(scores[1]).isZero();
    }
}
