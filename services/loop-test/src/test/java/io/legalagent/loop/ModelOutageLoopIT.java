package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.loop.SwitchableServer.Outage;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The model server goes down with runs in flight. Runs wait, retried with backoff, and finish when it
 * comes back; past the retries (here 10 tries over 8.75 s of backoff per hop) each run ends FAILED with
 * the reason on {@code legal.answers}. No run disappears either way.
 */
class ModelOutageLoopIT extends SplitLoop {
    private static final Duration OUTAGE = Duration.ofSeconds(3);
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final List<String> QUESTIONS = List.of(
            "What are the elements of battery?",
            "What is the mailbox rule for acceptance of an offer?",
            "When is a merchant privileged to detain a suspected shoplifter?");

    @AfterEach
    void modelBack() {
        OLLAMA.on();
    }

    @Test
    void runsWaitThroughAShortOutageAndFinishWhenTheModelIsBack() throws Exception {
        OLLAMA.off(Outage.REFUSED);
        long down = System.nanoTime();
        var asked = publishAll(QUESTIONS);

        Thread.sleep(OUTAGE.toMillis());
        assertThat(committedAnswers(Duration.ofMillis(500)))
                .as("nothing answered while the model is down")
                .doesNotContainAnyElementsOf(asked.keySet());
        OLLAMA.on();
        long up = System.nanoTime();

        for (var requestId : asked.keySet()) {
            var answer = answerTo(requestId, WAIT);
            assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
            assertThat(answer.metrics().llmCalls()).isPositive();
        }
        long done = System.nanoTime();
        System.out.printf(
                "Outage: model refused connections for %d ms; all %d runs answered %d ms after it came back%n",
                (up - down) / 1_000_000, asked.size(), (done - up) / 1_000_000);
    }

    @Test
    void anOutageLongerThanTheRetriesEndsEveryRunFailedWithTheReason() {
        OLLAMA.off(Outage.UNAVAILABLE);
        long down = System.nanoTime();
        var asked = publishAll(
                QUESTIONS.stream().map(q -> q + " (during a long outage)").toList());

        for (var requestId : asked.keySet()) {
            var answer = answerTo(requestId, WAIT);
            long millis = (System.nanoTime() - down) / 1_000_000;
            assertThat(answer.status()).isEqualTo(RunStatus.FAILED);
            assertThat(answer.errorKind()).isEqualTo(ErrorKind.NODE_FAILURE);
            assertThat(answer.reason())
                    .startsWith("guard failed after 10 tries: ")
                    .containsIgnoringCase("model");
            assertThat(answer.answer()).contains(answer.reason());
            System.out.printf("Outage: run FAILED after %d ms: %s%n", millis, answer.reason());
        }
        long failedAfter = (System.nanoTime() - down) / 1_000_000;
        assertThat(failedAfter).as("not before the retries were spent").isGreaterThanOrEqualTo(8_750);
        assertThat(OLLAMA.unavailableAnswers()).as("the model server was asked").isPositive();

        OLLAMA.on();
        var requestId = UUID.randomUUID().toString();
        publish(requestId, "What is the parol evidence rule?");
        assertThat(answerTo(requestId, WAIT).status())
                .as("once the model is back, runs are answered again")
                .isEqualTo(RunStatus.ANSWERED);
    }

    private Map<String, String> publishAll(List<String> questions) {
        var asked = new LinkedHashMap<String, String>();
        for (var question : questions) {
            var requestId = UUID.randomUUID().toString();
            asked.put(requestId, question);
            publish(requestId, question);
        }
        return asked;
    }

    /** The request ids of every answer committed so far. */
    private List<String> committedAnswers(Duration wait) {
        return committedRecords(Topics.ANSWERS, wait).stream()
                .map(r -> codec.decode(r.value(), Answer.class).requestId())
                .toList();
    }
}
