package io.legalagent.gateway.testing;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.contracts.route.GuardRoute;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.contracts.route.PlannerRoute;
import io.legalagent.contracts.route.ReviewerRoute;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import tools.jackson.databind.json.JsonMapper;

/**
 * Paused runs as the reviewer node writes them to {@code agent.review}: a state whose trail ends
 * reviewer/PARKED/agent.review with a review pending, keyed by run id, in a transaction, with the
 * run's trace context in the headers; and the hops' progress events, as the runtime writes them.
 */
public final class ParkedStates implements AutoCloseable {
    public static final String TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
    static final JsonMapper JSON = JsonMapper.builder().build();

    private final KafkaProducer<String, byte[]> producer;

    public ParkedStates(String brokers) {
        producer = new KafkaProducer<>(
                Map.of(
                        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        brokers,
                        ProducerConfig.TRANSACTIONAL_ID_CONFIG,
                        "reviewer-test-" + UUID.randomUUID(),
                        ProducerConfig.LINGER_MS_CONFIG,
                        0),
                new StringSerializer(),
                new ByteArraySerializer());
        producer.initTransactions();
    }

    /** A run of {@code asker} paused after planning: its plan waits for review {@code <runId>/1}. */
    public static AgentState planReview(String requestId, Owner asker, String question, List<String> plan) {
        return planReview(requestId, asker, question, plan, Instant.now());
    }

    /** As {@link #planReview(String, Owner, String, List)}, paused at {@code now}. */
    public static AgentState planReview(
            String requestId, Owner asker, String question, List<String> plan, Instant now) {
        String runId = UUID.randomUUID().toString();
        var steps = new ArrayList<PlanStep>();
        for (int i = 0; i < plan.size(); i++) {
            steps.add(PlanStep.pending(i + 1, "research", plan.get(i)));
        }
        var state = AgentState.start(runId, requestId, Question.of(question), now.minusSeconds(2))
                .withOwner(asker)
                .withQueryType(QueryType.MULTI_HOP)
                .withPlan(steps)
                .afterHop(new Hop(NodeName.GUARD.id(), GuardRoute.SAFE.name(), Topics.CLASSIFIER), 3, now)
                .afterHop(new Hop(NodeName.CLASSIFIER.id(), ClassifierRoute.CLASSIFIED.name(), Topics.PLANNER), 3, now)
                .afterHop(new Hop(NodeName.PLANNER.id(), PlannerRoute.REVIEW_PLAN.name(), Topics.REVIEWER), 3, now)
                .afterHop(new Hop(NodeName.REVIEWER.id(), ReviewerRoute.PARKED.name(), Topics.REVIEW), 1, now);
        var round = new ReviewRound(ReviewRound.idOf(runId, 1), ReviewKind.PLAN, now, plan, QueryType.MULTI_HOP, null);
        return state.withReview(Review.requested(new ReviewRequest(true, true)).opened(round));
    }

    /** A run of {@code asker} paused before its answer goes out: the answer waits for review. */
    public static AgentState answerReview(String requestId, Owner asker, String question, String answer) {
        var state = planReview(requestId, asker, question, List.of(question));
        String runId = state.runId();
        var now = Instant.now();
        var round = new ReviewRound(ReviewRound.idOf(runId, 1), ReviewKind.ANSWER, now, List.of(question), null, null);
        return state.withFinalAnswer(answer)
                .afterHop(new Hop(NodeName.MEMORY.id(), MemoryRoute.REVIEW_ANSWER.name(), Topics.REVIEWER), 1, now)
                .afterHop(new Hop(NodeName.REVIEWER.id(), ReviewerRoute.PARKED.name(), Topics.REVIEW), 1, now)
                .withReview(Review.requested(new ReviewRequest(false, true)).opened(round));
    }

    /** The state with its pending review decided by {@code decision}, as the reviewer writes it back. */
    public static AgentState decided(AgentState state, ReviewDecision decision) {
        return state.withReview(state.review().decided(decision));
    }

    /** Writes the state to agent.review, keyed by its run id, with the run's trace context. */
    public void park(AgentState state) {
        var record = new ProducerRecord<>(Topics.REVIEW, state.runId(), JSON.writeValueAsBytes(state));
        record.headers()
                .add("traceparent", ("00-" + TRACE_ID + "-00f067aa0ba902b7-01").getBytes(StandardCharsets.UTF_8));
        producer.beginTransaction();
        producer.send(record);
        producer.commitTransaction();
    }

    /** Writes a progress event for each hop of the state's trail, keyed by run id, as the runtime does. */
    public void progress(AgentState state) {
        producer.beginTransaction();
        var trail = state.telemetry().trail();
        for (int n = 1; n <= trail.size(); n++) {
            var hop = trail.get(n - 1);
            var event = new ProgressEvent(
                    SchemaVersion.CURRENT,
                    state.runId(),
                    state.requestId(),
                    hop.node(),
                    hop.route(),
                    hop.topic(),
                    null,
                    null,
                    n,
                    state.status(),
                    TRACE_ID,
                    Instant.now(),
                    state.owner());
            var record = new ProducerRecord<>(Topics.PROGRESS, state.runId(), JSON.writeValueAsBytes(event));
            record.headers().add(Topics.REQUEST_ID_HEADER, state.requestId().getBytes(StandardCharsets.UTF_8));
            producer.send(record);
        }
        producer.commitTransaction();
    }

    @Override
    public void close() {
        producer.close(Duration.ofSeconds(5));
    }
}
