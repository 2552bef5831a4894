package io.legalagent.documents.split;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SentencesTest {
    @Test
    void piecesAreWholeSentencesUnderTheLimit() {
        assertThat(Sentences.pieces("One is here. Two is here. Three is here.", 26))
                .containsExactly("One is here. Two is here.", "Three is here.");
    }

    @Test
    void aSentenceLongerThanTheLimitIsCutAtSpaces() {
        assertThat(Sentences.pieces("aaaa bbbb cccc dddd", 10)).containsExactly("aaaa bbbb", "cccc dddd");
        assertThat(Sentences.pieces("x".repeat(25), 10)).containsExactly("x".repeat(10), "x".repeat(10), "x".repeat(5));
    }

    @Test
    void theTailStartsAtASentenceOrAWord() {
        assertThat(Sentences.tail("First one. Second one.", 15)).isEqualTo("Second one.");
        assertThat(Sentences.tail("alpha beta gamma delta", 12)).isEqualTo("gamma delta");
        assertThat(Sentences.tail("short", 100)).isEqualTo("short");
        assertThat(Sentences.tail("anything at all", 0)).isEmpty();
    }
}
