package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuestionTest {

    @Test
    void withChoicesAppendsAnAnswerChoicesBlockOneLinePerChoice() {
        var question = new Question(
                "Which tort did the defendant commit?",
                List.of(new Choice("A", "Assault"), new Choice("B", "Battery"), new Choice("C", "False imprisonment")));

        assertThat(question.withChoices())
                .isEqualTo("Which tort did the defendant commit?\n"
                        + "\n"
                        + "Answer choices:\n"
                        + "(A) Assault\n"
                        + "(B) Battery\n"
                        + "(C) False imprisonment");
    }

    @Test
    void withoutChoicesTheTextStandsAlone() {
        var question = Question.of("What is battery?");

        assertThat(question.hasChoices()).isFalse();
        assertThat(question.choices()).isEmpty();
        assertThat(question.withChoices()).isEqualTo("What is battery?");
        assertThat(new Question("What is battery?", null)).isEqualTo(question);
    }

    @Test
    void choicesKeepTheirOrderAndAreCopied() {
        var choices = new ArrayList<>(List.of(new Choice("B", "second"), new Choice("A", "first")));
        var question = new Question("Order?", choices);
        choices.add(new Choice("C", "third"));

        assertThat(question.hasChoices()).isTrue();
        assertThat(question.choices()).extracting(Choice::label).containsExactly("B", "A");
        assertThat(question.withChoices()).endsWith("(B) second\n(A) first");
        assertThatThrownBy(() -> question.choices().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void textAndChoiceFieldsAreRequired() {
        assertThatNullPointerException().isThrownBy(() -> Question.of(null)).withMessage("text");
        assertThatNullPointerException()
                .isThrownBy(() -> new Choice(null, "text"))
                .withMessage("label");
        assertThatNullPointerException().isThrownBy(() -> new Choice("A", null)).withMessage("text");
    }

    @Test
    void answerChoicesSampleIsTheWithChoicesFormOfTheEnvelopeQuestion() {
        var question = Json.read("agent-state.json", AgentState.class).question();

        assertThat(Json.sample("question-request-answer-choices.txt").stripTrailing())
                .isEqualTo(question.withChoices());
        assertThat(Json.sample("question-request-plain.txt").stripTrailing()).isEqualTo(question.text());
    }
}
