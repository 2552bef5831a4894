package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.StepReport;
import io.legalagent.retrieval.bench.QaRow;
import java.util.Optional;

/**
 * One evaluated question and what the pipeline made of it. {@code answer} and {@code raw} are null
 * when no answer came in time; {@code latencyMillis} runs from publishing the question to its answer
 * reaching the evaluation.
 */
record EvalCase(QaRow row, String requestId, Answer answer, byte[] raw, double latencyMillis) {
    /** Status of a question that got no answer in time. */
    static final String NO_ANSWER = "NO_ANSWER";
    /** Evidence of a question not answered, or answered without a strength (rejected, failed). */
    static final String NO_EVIDENCE = "none";

    boolean answered() {
        return answer != null;
    }

    String status() {
        return answered() ? answer.status().name() : NO_ANSWER;
    }

    /** A multiple-choice question with a known right letter: it counts towards accuracy. */
    boolean multipleChoice() {
        return !row.choices().isEmpty() && !row.answer().isBlank();
    }

    Optional<String> selected() {
        return answered() ? SelectedLetter.of(answer) : Optional.empty();
    }

    /** The selected letter is the right one; no answer or no letter is wrong. */
    boolean correct() {
        return selected()
                .filter(letter -> letter.equalsIgnoreCase(row.answer()))
                .isPresent();
    }

    boolean hasGold() {
        return !row.goldIdx().isBlank();
    }

    /** The gold passage is among the passages some step retrieved (each step keeps its top 5). */
    boolean goldRetrieved() {
        return answered()
                && answer.steps().stream().map(StepReport::passageIds).anyMatch(ids -> ids.contains(row.goldIdx()));
    }

    int steps() {
        return answered() ? answer.steps().size() : 0;
    }

    int llmCalls() {
        return answered() && answer.metrics() != null ? answer.metrics().llmCalls() : 0;
    }

    /** How well the answer's evidence holds, or {@link #NO_EVIDENCE} when the answer says nothing of it. */
    String evidence() {
        return answered() && answer.evidence() != null ? answer.evidence().id() : NO_EVIDENCE;
    }

    boolean fromCache() {
        return answered() && answer.fromCache();
    }
}
