package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.loop.OllamaStub.Exchange;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.kafka.test.EmbeddedKafkaBroker;

/**
 * The classifier's service is stopped (its context closed, as on SIGTERM) while its hop is in flight,
 * inside the model call. A hop that finishes within the shutdown timeout (3 s here) commits and the
 * run goes on; one that does not is interrupted and rolled back, and the classifier does it again
 * when it comes back. Either way the run is answered exactly once and classified once.
 */
class ShutdownLoopIT extends SplitLoop {
    private static final Duration WAIT = Duration.ofSeconds(120);

    @Autowired
    EmbeddedKafkaBroker broker;

    @Test
    void aHopThatFinishesWithinTheShutdownTimeoutCommitsAndTheRunGoesOn() throws Exception {
        var held = OLLAMA.hold(StubSkill.CLASSIFY);
        var requestId = UUID.randomUUID().toString();
        int mark = OLLAMA.count();
        publish(requestId, "What is the rule against perpetuities?");
        assertThat(held.arrived(WAIT)).as("the classifier's hop is in flight").isTrue();

        var stopping = CompletableFuture.supplyAsync(ClassifierService::stop);
        Thread.sleep(500);
        held.release();
        var stopTook = stopping.get();

        // Classified before the stop completed, so the run finishes with the classifier down.
        var answer = answerTo(requestId, WAIT);
        System.out.printf("Shutdown: the in-flight hop finished and the stop took %d ms%n", stopTook.toMillis());
        assertThat(stopTook).isLessThan(Duration.ofSeconds(3));
        assertAnsweredOnceAndClassifiedOnce(answer);
        assertThat(classifyCalls(mark, answer)).as("the model was asked once").isEqualTo(1);
    }

    @Test
    void aHopThatOutlastsTheShutdownTimeoutIsRolledBackAndDoneAgainWhenTheNodeIsBack() throws Exception {
        var held = OLLAMA.hold(StubSkill.CLASSIFY);
        var requestId = UUID.randomUUID().toString();
        int mark = OLLAMA.count();
        publish(requestId, "What is the doctrine of adverse possession?");
        assertThat(held.arrived(WAIT)).as("the classifier's hop is in flight").isTrue();

        var stopTook = ClassifierService.stop();
        held.release();
        System.out.printf("Shutdown: the in-flight hop was aborted; the stop took %d ms%n", stopTook.toMillis());
        assertThat(stopTook).isBetween(Duration.ofSeconds(3), Duration.ofSeconds(3 + 5));
        assertThat(statesFor(requestId, Topics.PLANNER, Duration.ofSeconds(2)))
                .as("nothing of the aborted hop was committed")
                .isEmpty();
        assertThat(committedAnswersTo(requestId))
                .as("no answer while the classifier is down")
                .isZero();

        ClassifierService.start(classifierSettings(broker));
        var answer = answerTo(requestId, WAIT);

        assertAnsweredOnceAndClassifiedOnce(answer);
        assertThat(classifyCalls(mark, answer))
                .as("asked once by the aborted hop and once by the redelivered one")
                .isEqualTo(2);
    }

    private void assertAnsweredOnceAndClassifiedOnce(Answer answer) {
        assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.path()).filteredOn(h -> h.node().equals("classifier")).hasSize(1);
        assertThat(answer.metrics().perNode())
                .filteredOn(n -> n.node().equals("classifier"))
                .singleElement()
                .satisfies(n -> assertThat(n.model().calls()).isEqualTo(1));
        assertThat(committed(Topics.ANSWERS, answer.requestId(), 1, Duration.ofSeconds(3)))
                .hasSize(1);
    }

    /** Classify calls the model server received since {@code mark} for this run's question. */
    private static long classifyCalls(int mark, Answer answer) {
        return OLLAMA.since(mark).stream()
                .filter(c -> c.skill() == StubSkill.CLASSIFY)
                .map(Exchange::request)
                .filter(r -> r.toString().contains(answer.question()))
                .count();
    }

    private java.util.List<AgentState> statesFor(String requestId, String topic, Duration wait) {
        return committedRecords(topic, wait).stream()
                .map(r -> codec.decode(r.value(), AgentState.class))
                .filter(s -> requestId.equals(s.requestId()))
                .toList();
    }

    private long committedAnswersTo(String requestId) {
        return committedRecords(Topics.ANSWERS, Duration.ofMillis(500)).stream()
                .map(r -> codec.decode(r.value(), Answer.class))
                .filter(a -> requestId.equals(a.requestId()))
                .count();
    }
}
