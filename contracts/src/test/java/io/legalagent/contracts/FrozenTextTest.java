package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Head-tail trimming and snippets, with the rp-1.1 constants. */
class FrozenTextTest {

    @Test
    void theConstantsRecordHoldsTheSpecsNumbers() {
        var rp = RpConstants.V1_1;

        assertThat(rp.version()).isEqualTo("rp-1.1");
        assertThat(rp.topK()).isEqualTo(12);
        assertThat(rp.snippetRadius()).isEqualTo(80);
        assertThat(rp.trimAbove()).isEqualTo(80_000);
        assertThat(rp.trimKeep()).isEqualTo(40_000);
        assertThat(rp.frequencyWeight()).isEqualTo(0.2);
        assertThat(rp.overruledPenalty()).isEqualTo(0.5);
        assertThat(rp.treatmentWeights()).containsEntry("followed", 1.0);
        assertThat(rp.asMap())
                .containsEntry("version", "rp-1.1")
                .containsEntry("trim_above", "80000")
                .containsEntry("treatment_weight.followed", "1.0")
                .containsKey("holding_phrases");
    }

    @Test
    void aTextLongerThanEightyThousandCodePointsKeepsTheFirstAndLastFortyThousand() {
        String text = "h".repeat(40_000) + "middle" + "t".repeat(40_000);

        String trimmed = HeadTail.trim(text);

        assertThat(trimmed).isEqualTo("h".repeat(40_000) + HeadTail.CUT + "t".repeat(40_000));
        assertThat(HeadTail.trims(text)).isTrue();
        assertThat(HeadTail.trim("x".repeat(80_000))).hasSize(80_000);
    }

    @Test
    void trimmingCountsCodePointsSoNoSurrogatePairIsSplit() {
        String text = "😀".repeat(80_001);

        String trimmed = HeadTail.trim(text);

        assertThat(trimmed).isEqualTo("😀".repeat(40_000) + HeadTail.CUT + "😀".repeat(40_000));
    }

    @Test
    void packsMadeBeforeFreezingAreTrimmedAsTheyWere() {
        var before = RpConstants.V1_1.beforeFreezing(4000);

        assertThat(before.version()).isEqualTo("rp-1");
        assertThat(HeadTail.trim("a".repeat(4000) + "b" + "c".repeat(4000), before))
                .isEqualTo("a".repeat(4000) + HeadTail.CUT + "c".repeat(4000));
    }

    @Test
    void theSnippetCentresOnTheOccurrenceWithTheMostDistinctQueryTermsAround() {
        String filler = "lorem ipsum dolor sit amet ".repeat(10); // 270 characters without a query term
        String text =
                "Battery is mentioned once here. " + filler + "An intentional harmful contact is battery. " + filler;

        String snippet = Snippet.of(text, List.of("Is an intentional harmful contact a battery?"));

        int anchor = text.indexOf("intentional");
        assertThat(snippet).isEqualTo("…" + text.substring(anchor - 80, anchor + "intentional".length() + 80) + "…");
    }

    @Test
    void aPassageSharingNoTermShowsItsOpeningAndAShortOneShowsWhole() {
        String text = "z".repeat(300);

        assertThat(Snippet.of(text, List.of("battery"))).isEqualTo("z".repeat(160) + "…");
        assertThat(Snippet.of("Battery is a tort.", List.of("battery"))).isEqualTo("Battery is a tort.");
    }

    @Test
    void stopwordsAndShortWordsAreNoTerms() {
        assertThat(Snippet.terms(List.of("What is the rule of battery?"))).containsExactlyInAnyOrder("rule", "battery");
    }
}
