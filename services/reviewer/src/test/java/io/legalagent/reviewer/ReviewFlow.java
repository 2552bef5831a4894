package io.legalagent.reviewer;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewEvent;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.testing.KafkaProbe;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;

/** Drives a reviewer on a broker: sends runs to park and decisions, and reads what it wrote. */
final class ReviewFlow {
    static final Duration WAIT = Duration.ofSeconds(30);
    /** A W3C trace context, as the gateway's span would put on a decision. */
    static final String DECISION_TRACE = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";

    private final KafkaProbe probe;
    private final EnvelopeCodec codec = new EnvelopeCodec();

    ReviewFlow(KafkaProbe probe) {
        this.probe = probe;
    }

    /** Sends the run to the reviewer's inbox and returns it as parked on agent.review. */
    AgentState park(AgentState asked) {
        probe.send(Topics.REVIEWER, asked.runId(), codec.encode(asked));
        var parked = states(Topics.REVIEW, asked.runId(), 1);
        assertThat(parked).as("parked on agent.review").hasSize(1);
        return parked.get(0);
    }

    void decide(ReviewDecision decision) {
        probe.send(Topics.DECISIONS, decision.runId(), codec.encode(decision), Map.of("traceparent", DECISION_TRACE));
    }

    List<AgentState> states(String topic, String runId, int expected) {
        return records(topic, runId, expected).stream()
                .map(r -> codec.decode(r.value(), AgentState.class))
                .toList();
    }

    List<ReviewEvent> events(String runId, int expected) {
        return records(Topics.REVIEWS, runId, expected).stream()
                .map(r -> codec.decode(r.value(), ReviewEvent.class))
                .toList();
    }

    List<ConsumerRecord<String, byte[]>> records(String topic, String runId, int expected) {
        return probe.await(topic, r -> runId.equals(r.key()), expected, WAIT);
    }

    /** The trace id a record's traceparent names. */
    static String traceIdOf(ConsumerRecord<String, byte[]> record) {
        var header = record.headers().lastHeader("traceparent");
        return header == null
                ? null
                : new String(header.value(), java.nio.charset.StandardCharsets.UTF_8).split("-")[1];
    }
}
