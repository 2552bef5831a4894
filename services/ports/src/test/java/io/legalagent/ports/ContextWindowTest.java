package io.legalagent.ports;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.HeadTail;
import io.legalagent.contracts.Sha256;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContextWindowTest {
    private static Evidence passage(String id, String text) {
        return new Evidence(id, text, "outline", 0.5, Sha256.hex(text));
    }

    @Test
    void aPassageAboveEightyThousandCharactersKeepsItsFirstAndLastFortyThousand() {
        var longText = "A".repeat(40_000) + "M".repeat(5) + "B".repeat(40_000);
        var window = ContextWindow.of("Q?", List.of(passage("p1", longText), passage("p2", "short")));

        assertThat(window.text())
                .isEqualTo("Question:\nQ?\n\nEvidence:\n\n[Source 1] (outline)\n" + "A".repeat(40_000) + HeadTail.CUT
                        + "B".repeat(40_000) + "\n\n[Source 2] (outline)\nshort");
        assertThat(window.sha256()).isEqualTo(Sha256.hex(window.text()));
        assertThat(window.passages().get(0).sha256()).isEqualTo(Sha256.hex(longText));
        assertThat(window.passages().get(1)).isEqualTo(passage("p2", "short"));
    }

    @Test
    void aPassageOfEightyThousandCharactersIsKeptWhole() {
        var text = "x".repeat(80_000);

        assertThat(ContextWindow.of("Q?", List.of(passage("p1", text)))
                        .passages()
                        .get(0)
                        .text())
                .isEqualTo(text);
    }

    @Test
    void theSameInputsGiveTheSameHashAndAnyChangeAnother() {
        var one = ContextWindow.of("Q?", List.of(passage("p1", "text")));

        assertThat(ContextWindow.of("Q?", List.of(passage("p1", "text"))).sha256())
                .isEqualTo(one.sha256());
        assertThat(ContextWindow.of("Q?", List.of(passage("p1", "text."))).sha256())
                .isNotEqualTo(one.sha256());
    }
}
