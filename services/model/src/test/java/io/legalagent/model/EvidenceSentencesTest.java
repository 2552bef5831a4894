package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EvidenceSentencesTest {

    @Test
    void casesAndCompanyNamesStayInTheirSentence() {
        var sentences = EvidenceSentences.of("The rule comes from Bowls v. Smith, decided in 1990. It was followed in"
                + " Washington v. M.K. & T. Ry. Co. on appeal. Mr. Jones of Acme Inc. dissented.");

        assertThat(sentences)
                .containsExactly(
                        "The rule comes from Bowls v. Smith, decided in 1990.",
                        "It was followed in Washington v. M.K. & T. Ry. Co. on appeal.",
                        "Mr. Jones of Acme Inc. dissented.");
    }

    @Test
    void ordinarySentencesStillEndAtTheirPeriod() {
        assertThat(EvidenceSentences.of("Battery is an intentional tort. The contact need not cause injury. It is"
                        + " enough that it offends."))
                .containsExactly(
                        "Battery is an intentional tort.",
                        "The contact need not cause injury.",
                        "It is enough that it offends.");
    }

    @Test
    void anAbbreviationAtTheVeryEndClosesTheLastSentence() {
        assertThat(EvidenceSentences.of("The case is Bowls v. Smith. See also Jones v."))
                .containsExactly("The case is Bowls v. Smith.", "See also Jones v.");
    }

    @Test
    void aVeryLongSentenceIsCut() {
        var sentences = EvidenceSentences.of("word ".repeat(200).strip() + ".");

        assertThat(sentences).singleElement().satisfies(s -> assertThat(s)
                .hasSize(EvidenceSentences.MAX_CHARS + 1)
                .endsWith("…"));
    }

    @Test
    void abbreviationsAreOneLetterInitialsOrKnownWords() {
        assertThat(EvidenceSentences.endsInAbbreviation("Bowls v.")).isTrue();
        assertThat(EvidenceSentences.endsInAbbreviation("under the U.S.")).isTrue();
        assertThat(EvidenceSentences.endsInAbbreviation("M.K. & T.")).isTrue();
        assertThat(EvidenceSentences.endsInAbbreviation("Acme Corp.")).isTrue();
        assertThat(EvidenceSentences.endsInAbbreviation("the contact need not cause injury."))
                .isFalse();
        assertThat(EvidenceSentences.endsInAbbreviation("under Rule 4(a).")).isFalse();
    }
}
