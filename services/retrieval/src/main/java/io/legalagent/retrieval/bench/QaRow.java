package io.legalagent.retrieval.bench;

import io.legalagent.contracts.Choice;
import java.util.ArrayList;
import java.util.List;

/** One Bar Exam QA question: fact pattern, question, four choices, the right letter, gold passage. */
record QaRow(String idx, String prompt, String question, List<String> choices, String answer, String goldIdx) {
    /** The question as a user would ask it: the shared fact pattern (if any), then the question. */
    String fullQuestion() {
        return prompt.isBlank() ? question : prompt + "\n" + question;
    }

    /** The choices labelled A, B, C, ... in order. */
    List<Choice> labelledChoices() {
        var labelled = new ArrayList<Choice>();
        for (int i = 0; i < choices.size(); i++) {
            labelled.add(new Choice(String.valueOf((char) ('A' + i)), choices.get(i)));
        }
        return labelled;
    }
}
