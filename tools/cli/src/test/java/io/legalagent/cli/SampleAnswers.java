package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.AnswerMetrics;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Source;
import io.legalagent.contracts.Topics;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Answers as the observer would publish them, with every part the CLI prints filled in. */
final class SampleAnswers {
    private SampleAnswers() {}

    static Answer of(String runId, QuestionRequest request, RunStatus status, String reason) {
        var choices = new ArrayList<Choice>();
        if (request.choices() != null) {
            request.choices().forEach((label, text) -> choices.add(new Choice(label, text)));
        }
        boolean answered = status == RunStatus.ANSWERED;
        return new Answer(
                1,
                runId,
                request.requestId(),
                status,
                request.question(),
                choices,
                QueryType.SIMPLE,
                answered
                        ? "Battery is an intentional harmful or offensive contact [Query 1][Source 1].\n\n"
                                + "## Sources\n- [Query 1][Source 1] mbe_2606 — barexam"
                        : "",
                answered && !choices.isEmpty() ? "B" : null,
                null,
                status == RunStatus.REJECTED
                        ? ErrorKind.ADVERSARIAL_INPUT
                        : status == RunStatus.FAILED ? ErrorKind.NODE_FAILURE : null,
                reason,
                null,
                false,
                answered ? EvidenceStrength.SUFFICIENT : null,
                answered
                        ? List.of(new Source(1, 1, "mbe_2606", "barexam", 0.8123, "abc", "A battery is ..."))
                        : List.of(),
                List.of(),
                List.of(),
                new AnswerMetrics(4, 100, 200, 30, 40, 0, 1, 0, 0, 1, 6, 1234, List.of()),
                List.of(new Hop("guard", "SAFE", Topics.CLASSIFIER)),
                "trace-" + runId,
                null,
                Instant.now(),
                Instant.now(),
                null,
                null,
                null);
    }
}
