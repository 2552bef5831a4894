package io.legalagent.retrieval.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LegalTermsTest {
    @Test
    void termsAreLowerCasedStrippedOfStopWordsAndLightlyStemmed() {
        assertThat(LegalTerms.of("The Easements of the owners were TERMINATED by merger"))
                .containsExactly("easement", "owner", "terminat", "merger");
    }

    @Test
    void numbersCountAndSingleCharactersDoNot() {
        assertThat(LegalTerms.of("Was rent of $2,500 paid on July 1?")).containsExactly("rent", "500", "paid", "july");
    }
}
