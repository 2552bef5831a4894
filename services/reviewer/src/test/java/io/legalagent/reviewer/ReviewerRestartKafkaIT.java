package io.legalagent.reviewer;

import static io.legalagent.contracts.review.ReviewAction.APPROVE;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewEvent;
import io.legalagent.runtime.testing.KafkaProbe;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

/**
 * A pending review outlives the reviewer process: the run parks, the process stops, a new one
 * starts with the same instance id, and the decision sent then resumes the run once. Nothing about
 * the wait lives in the process: the new one learns of the parked run from agent.review alone.
 */
class ReviewerRestartKafkaIT {
    private static EmbeddedKafkaBroker broker;
    private static KafkaProbe probe;
    private static ReviewFlow flow;

    @BeforeAll
    static void start() {
        broker = new EmbeddedKafkaKraftBroker(1, 2)
                .brokerProperties(
                        Map.of("transaction.state.log.replication.factor", "1", "transaction.state.log.min.isr", "1"));
        broker.afterPropertiesSet();
        probe = new KafkaProbe(broker.getBrokersAsString());
        flow = new ReviewFlow(probe);
    }

    @AfterAll
    static void stop() {
        probe.close();
        broker.destroy();
    }

    @Test
    void aDecisionSentAfterTheReviewerRestartedResumesTheRunOnce() {
        var runId = UUID.randomUUID().toString();
        AgentState parked;
        try (var first = reviewer()) {
            parked = flow.park(Parked.planAsked(runId));
        }
        try (var second = reviewer()) {
            flow.decide(Parked.decision(parked, APPROVE));

            assertThat(flow.records(Topics.EXECUTOR, runId, 1))
                    .as("resumed once")
                    .hasSize(1);
            assertThat(flow.events(runId, 2))
                    .extracting(ReviewEvent::type)
                    .containsExactly(ReviewEvent.Type.PENDING, ReviewEvent.Type.DECIDED);
        }
    }

    private static ConfigurableApplicationContext reviewer() {
        return new SpringApplicationBuilder(ReviewerApplication.class)
                .run(
                        "--spring.application.name=reviewer",
                        "--server.port=0",
                        "--spring.kafka.bootstrap-servers=" + broker.getBrokersAsString(),
                        "--legal.runtime.partitions=2",
                        "--legal.runtime.instance-id=reviewer-0");
    }
}
