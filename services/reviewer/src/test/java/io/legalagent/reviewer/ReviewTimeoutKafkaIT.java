package io.legalagent.reviewer;

import static io.legalagent.contracts.review.ReviewAction.APPROVE;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewEvent;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.testing.KafkaProbe;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.env.Environment;
import org.springframework.kafka.test.context.EmbeddedKafka;

/** A review no one decides within a short timeout ends as legal.review.on-timeout says (reject). */
@SpringBootTest(
        classes = ReviewerApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.NONE,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.partitions=2",
            "legal.review.timeout=2s",
            "legal.review.sweep=300ms",
            "legal.review.on-timeout=reject"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class ReviewTimeoutKafkaIT {
    private static KafkaProbe probe;
    private static ReviewFlow flow;

    @BeforeAll
    static void connect(@Autowired Environment env) {
        probe = new KafkaProbe(env.getProperty("spring.embedded.kafka.brokers"));
        flow = new ReviewFlow(probe);
    }

    @AfterAll
    static void disconnect() {
        probe.close();
    }

    @Test
    void aReviewPastItsTimeoutIsDeclinedSayingNoOneDecidedAndALateDecisionIsRefusedAsClosed() {
        var parked = flow.park(Parked.planAsked(UUID.randomUUID().toString()).withPublishedAt(Instant.now()));
        var runId = parked.runId();

        var declined = flow.states(Topics.OBSERVER, runId, 1);

        assertThat(declined).hasSize(1);
        var state = declined.get(0);
        assertThat(state.status()).isEqualTo(RunStatus.DECLINED);
        assertThat(state.outcome().error().kind()).isEqualTo(ErrorKind.REVIEW_DECLINED);
        assertThat(state.outcome().error().reason())
                .startsWith("declined in review by the review's timeout at ")
                .endsWith(": no reviewer decided within 2s");
        var timeout = state.review().latest().orElseThrow().decision();
        assertThat(timeout.timedOut()).isTrue();
        assertThat(timeout.reviewer()).isNull();
        var decisions = flow.records(Topics.DECISIONS, runId, 1);
        assertThat(decisions)
                .as("one timeout decision, though the sweep ran many times")
                .hasSize(1);

        flow.decide(Parked.decision(parked, APPROVE));

        var events = flow.events(runId, 3);
        assertThat(events)
                .extracting(ReviewEvent::type)
                .containsExactly(ReviewEvent.Type.PENDING, ReviewEvent.Type.TIMED_OUT, ReviewEvent.Type.REFUSED);
        assertThat(events.get(2).note()).startsWith("closed: no reviewer decided in time; it timed out at ");
        assertThat(flow.records(Topics.EXECUTOR, runId, 0))
                .as("the late approval did nothing")
                .isEmpty();
        assertThat(decode(decisions.get(0)).action()).isEqualTo(io.legalagent.contracts.review.ReviewAction.REJECT);
    }

    private static ReviewDecision decode(org.apache.kafka.clients.consumer.ConsumerRecord<String, byte[]> record) {
        return new EnvelopeCodec().decode(record.value(), ReviewDecision.class);
    }
}
