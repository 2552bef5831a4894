package io.legalagent.retrieval.bench;

import io.legalagent.contracts.Choice;
import java.util.ArrayList;
import java.util.List;

/**
 * One Bar Exam QA question: its id, subject (blank when the dataset has none), fact pattern,
 * question, choices, the right letter, and the gold passage's id and text (text blank when unknown).
 */
public record QaRow(
        String idx,
        String subject,
        String prompt,
        String question,
        List<String> choices,
        String answer,
        String goldIdx,
        String goldPassage) {

    public QaRow {
        choices = List.copyOf(choices);
    }

    /** The question as a user would ask it: the shared fact pattern (if any), then the question. */
    public String fullQuestion() {
        return prompt.isBlank() ? question : prompt + "\n" + question;
    }

    /** The choices labelled A, B, C, ... in order. */
    public List<Choice> labelledChoices() {
        var labelled = new ArrayList<Choice>();
        for (int i = 0; i < choices.size(); i++) {
            labelled.add(new Choice(String.valueOf((char) ('A' + i)), choices.get(i)));
        }
        return labelled;
    }
}
