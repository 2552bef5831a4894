package io.legalagent.retrieval.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Question;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SameQuestionTest {
    private static final String FACTS = "Green and Brown orally agreed that Brown would erect a boathouse on Green's"
            + " lot and dig a channel across Clark's lot to a lake for a total price of 10,000 dollars, payable in"
            + " two installments. Clark had already orally agreed with Green to permit the digging of the channel."
            + " Brown began work on the boathouse in March and promised to finish all the work before June. Green"
            + " paid the first installment when the boathouse was half built, while Clark watched from his porch. ";

    private static String key(String text, String... choices) {
        var labelled = new ArrayList<Choice>();
        for (int i = 0; i < choices.length; i++) {
            labelled.add(new Choice(String.valueOf((char) ('A' + i)), choices[i]));
        }
        return new Question(text, List.copyOf(labelled)).withChoices();
    }

    @Test
    void caseSpacingPunctuationAndTheOrderOfTheChoicesDoNotCount() {
        String asked = key(FACTS + "Which of the following is correct?", "I only", "II only", "Both I and II");
        String again = key(
                FACTS.toLowerCase().replace(" ", "  ") + "which of the following is correct",
                "both i and ii.",
                "I only",
                "II only");

        assertThat(SameQuestion.hold(asked, again)).isTrue();
    }

    @Test
    void oneDifferentWordIsAnotherShortQuestion() {
        assertThat(SameQuestion.hold(
                        "Is hearsay admissible if the declarant is unavailable?",
                        "Is hearsay admissible if the declarant is available?"))
                .isFalse();
        assertThat(SameQuestion.hold(
                        "What are the elements of public nuisance?", "What are the elements of private nuisance?"))
                .isFalse();
        assertThat(SameQuestion.hold("What are the elements of battery?", "What are the elements of a battery?"))
                .isTrue();
    }

    @Test
    void aLongQuestionToleratesAStockPhraseSaidAnotherWay() {
        String asked = key(FACTS + "Which of the following is most likely correct?", "I only", "II only");
        String reworded = key(FACTS + "Which one of these is probably correct?", "I only", "II only");

        assertThat(SameQuestion.hold(asked, reworded)).isTrue();
    }

    @Test
    void anotherQuestionOnTheSameFactsWithTheSameChoicesIsNotTheSame() {
        String asked = key(FACTS + "Assume that Green refused to pay. Which is correct?", "I only", "II only");
        String other = key(
                FACTS
                        + "Assume that Brown dug the channel in July, a month late, after the lake froze. Which is correct?",
                "I only",
                "II only");

        assertThat(SameQuestion.hold(asked, other)).isFalse();
    }

    @Test
    void otherChoicesAreAnotherQuestion() {
        assertThat(SameQuestion.hold(
                        key(FACTS + "Is Green liable?", "Yes", "No"), key(FACTS + "Is Green liable?", "Yes")))
                .isFalse();
    }
}
