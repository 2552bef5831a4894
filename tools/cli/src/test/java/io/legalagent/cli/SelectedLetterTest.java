package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.RunStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

class SelectedLetterTest {
    @Test
    void theStructuredSelectionWins() {
        var c = EvalSamples.answered(EvalSamples.row("q", "", "B", "g"), RunStatus.ANSWERED, "b", 1, 0, List.of());

        assertThat(SelectedLetter.of(c.answer())).contains("B");
        assertThat(c.correct()).isTrue();
    }

    @Test
    void withoutOneTheLastAnswerLineOfTheTextCounts() {
        assertThat(SelectedLetter.fromText("**Answer: (A)**\n...\n**Answer:  (c)**"))
                .contains("C");
        assertThat(SelectedLetter.fromText("Research.\n\n**Answer: (D)**\n\nOffline selection"))
                .contains("D");
    }

    @Test
    void wordsThatMerelyResembleAChoiceSelectNothing() {
        assertThat(SelectedLetter.fromText("The answer is B, because (B) is right."))
                .isEmpty();
        assertThat(SelectedLetter.fromText("Answer: (B)")).isEmpty();
        assertThat(SelectedLetter.fromText(null)).isEmpty();
        var none = EvalSamples.answered(EvalSamples.row("q", "", "B", "g"), RunStatus.ANSWERED, null, 1, 0, List.of());
        assertThat(none.selected()).isEmpty();
        assertThat(none.correct()).isFalse();
    }
}
