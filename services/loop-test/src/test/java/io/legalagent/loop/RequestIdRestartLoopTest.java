package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.RunStatus;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.NodeContainers;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.TestPropertySource;

/**
 * A used request id stays used when the guard that saw it is gone: a second guard process takes over
 * legal.questions and reads the ids back from legal.request-ids, and so does the first guard when it
 * starts again. Shares the context of {@link BadInputLoopTest}.
 */
@LoopTest
@TestPropertySource(properties = "legal.guard.max-question-chars=2000")
class RequestIdRestartLoopTest extends ProbedBroker {
    private static final String GOOD = "What is the definition of battery?";

    @Autowired
    EnvelopeCodec codec;

    @Autowired
    NodeContainers containers;

    @Test
    void aUsedRequestIdIsRefusedByAnotherGuardProcessAndByTheGuardRestarted() {
        var questions = new Questions(probe, codec);
        var requestId = "kept-" + UUID.randomUUID();
        questions.publish(requestId, GOOD);
        var first = questions.answerTo(requestId);
        assertThat(first.status()).isEqualTo(RunStatus.ANSWERED);

        var guard = containers.containers().stream()
                .filter(c -> c.getBeanName().equals("node-guard"))
                .findFirst()
                .orElseThrow();
        guard.stop();
        try (var second = secondGuard()) {
            assertThat(guard.isRunning()).isFalse();
            questions.publish(requestId, "What is assault?");
            var fresh = "fresh-" + UUID.randomUUID();
            questions.publish(fresh, GOOD);

            var refused = questions.answer(
                    "the second use", a -> requestId.equals(a.requestId()) && a.status() == RunStatus.REJECTED);
            BadInputLoopTest.assertRejected(
                    refused, ErrorKind.DUPLICATE_REQUEST, "was already used by run " + first.runId());
            assertThat(questions.answerTo(fresh).status()).isEqualTo(RunStatus.ANSWERED);
        } finally {
            guard.start();
        }

        questions.publish(requestId, "What is negligence?");
        var refusals = questions.answers(a -> requestId.equals(a.requestId()) && a.status() == RunStatus.REJECTED, 2);
        assertThat(refusals).hasSize(2).allSatisfy(a -> assertThat(a.reason())
                .contains("request id " + requestId + " was already used by run " + first.runId()));
    }

    /** The guard alone in a context of its own on the same broker, in the same consumer group. */
    private static ConfigurableApplicationContext secondGuard() {
        return new SpringApplicationBuilder(GuardOnlyApp.class)
                .web(WebApplicationType.NONE)
                .properties(
                        "spring.application.name=guard",
                        "spring.kafka.bootstrap-servers=" + kafka.getBrokersAsString(),
                        "legal.runtime.partitions=2",
                        "legal.model.provider=offline",
                        "legal.guard.max-question-chars=2000")
                .run();
    }
}
