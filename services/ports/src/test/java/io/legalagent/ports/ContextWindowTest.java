package io.legalagent.ports;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.Sha256;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContextWindowTest {
    private static Evidence passage(String id, String text) {
        return new Evidence(id, text, "outline", 0.5, Sha256.hex(text));
    }

    @Test
    void aLongPassageKeepsItsFirstAndLastCharacters() {
        assertThat(ContextWindow.headTail("abcdefghij", 3)).isEqualTo("abc" + ContextWindow.CUT + "hij");
        assertThat(ContextWindow.headTail("abcdef", 3)).isEqualTo("abcdef");
        assertThat(ContextWindow.headTail("abcdefg", 0)).isEqualTo("abcdefg");
    }

    @Test
    void trimmingCountsCodePointsSoNoSurrogatePairIsSplit() {
        String text = "😀".repeat(5);

        assertThat(ContextWindow.headTail(text, 2)).isEqualTo("😀😀" + ContextWindow.CUT + "😀😀");
    }

    @Test
    void theWindowNumbersTrimmedPassagesAndHashesItsText() {
        var longText = "A".repeat(10) + "B".repeat(10);
        var window = ContextWindow.of("Q?", List.of(passage("p1", longText), passage("p2", "short")), 5);

        assertThat(window.text())
                .isEqualTo("Question:\nQ?\n\nEvidence:\n\n[Source 1] (outline)\nAAAAA" + ContextWindow.CUT
                        + "BBBBB\n\n[Source 2] (outline)\nshort");
        assertThat(window.sha256()).isEqualTo(Sha256.hex(window.text()));
        assertThat(window.passages().get(0).sha256()).isEqualTo(Sha256.hex(longText));
        assertThat(window.passages().get(1)).isEqualTo(passage("p2", "short"));
    }

    @Test
    void theSameInputsGiveTheSameHashAndAnyChangeAnother() {
        var one = ContextWindow.of("Q?", List.of(passage("p1", "text")), 4000);

        assertThat(ContextWindow.of("Q?", List.of(passage("p1", "text")), 4000).sha256())
                .isEqualTo(one.sha256());
        assertThat(ContextWindow.of("Q?", List.of(passage("p1", "text.")), 4000).sha256())
                .isNotEqualTo(one.sha256());
    }
}
