package io.legalagent.retrieval.bench;

import java.util.List;

/** One Bar Exam QA question: fact pattern, question, four choices, the right letter, gold passage. */
record QaRow(String idx, String prompt, String question, List<String> choices, String answer, String goldIdx) {
    /** The question as a user would ask it: the shared fact pattern (if any), then the question. */
    String fullQuestion() {
        return prompt.isBlank() ? question : prompt + "\n" + question;
    }
}
