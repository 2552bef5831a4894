package io.legalagent.loop;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.StepReport;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewEvent;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.runtime.NodeContainers;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;

/**
 * The whole loop with a person in it: the ten nodes with their production ports (the offline model,
 * the sample corpus in a real Chroma server, the real embedding model) on an embedded KRaft broker,
 * custody required. A run pauses on agent.review and a decision on legal.decisions resumes it, as the
 * gateway would send it; the observer checks the reviewer's hops and parts like any other.
 */
@TestPropertySource(properties = {"legal.model.provider=offline", "legal.memory.min-confidence=0"})
class ReviewLoopIT extends ProductionLoop {
    private static final Duration PARK_WAIT = Duration.ofSeconds(120);
    private static final Owner RITA = new Owner("rita", "local");

    @Autowired
    NodeContainers containers;

    @Test
    void anEditedPlanIsThePlanThatRanAndASecondDecisionIsRefused() {
        var requestId = "review-edit-" + UUID.randomUUID();
        publish(requestId, question("What are the elements of battery?", "{\"plan\": true}"));

        var parked = parked(requestId, 1);
        var round = parked.review().pending().orElseThrow();
        assertThat(round.kind()).isEqualTo(ReviewKind.PLAN);
        assertThat(round.plan()).isNotEmpty();
        var edited = List.of("What is a harmful or offensive contact?", "What intent does battery require?");
        decide(parked, ReviewAction.EDIT, edited, null, null);

        var answer = answerTo(requestId, PARK_WAIT);
        assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.steps()).extracting(StepReport::question).containsExactlyElementsOf(edited);
        var decided = answer.review().rounds().get(0);
        assertThat(decided.plan()).as("the original plan is kept").isEqualTo(round.plan());
        assertThat(decided.decision().action()).isEqualTo(ReviewAction.EDIT);
        assertThat(decided.decision().reviewer()).isEqualTo(RITA);
        assertThat(answer.custody())
                .as("the observer checked the reviewer's hops")
                .isNotEmpty();
        assertThat(nodes(answer)).containsSubsequence("planner", "reviewer", "reviewer", "executor");

        decide(parked, ReviewAction.APPROVE, null, null, null);
        var refused = events(parked.runId(), ReviewEvent.Type.REFUSED);
        assertThat(refused.note()).contains("already decided", "rita");
        assertThat(committed(Topics.ANSWERS, requestId, 2, Duration.ofSeconds(3)))
                .as("the run was answered once")
                .hasSize(1);
    }

    @Test
    void anAnswerSentBackForMoreResearchIsReviewedAgainThenApproved() {
        var requestId = "review-more-" + UUID.randomUUID();
        publish(requestId, question("When is a defendant liable for trespass to land?", "{\"answer\": true}"));

        var first = parked(requestId, 1);
        assertThat(first.review().pending().orElseThrow().kind()).isEqualTo(ReviewKind.ANSWER);
        assertThat(first.outcome().finalAnswer())
                .as("the reviewer sees the answer")
                .isNotBlank();
        String more = "What defenses are available to a battery claim?";
        decide(first, ReviewAction.MORE, null, more, null);

        var second = parked(requestId, 2);
        assertThat(second.review().rounds()).hasSize(2);
        assertThat(second.research().plan()).anyMatch(s -> s.question().equals(more));
        decide(second, ReviewAction.APPROVE, null, null, null);

        var answer = answerTo(requestId, PARK_WAIT);
        assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.steps()).extracting(StepReport::question).contains(more);
        assertThat(answer.review().rounds())
                .extracting(r -> r.decision().action())
                .containsExactly(ReviewAction.MORE, ReviewAction.APPROVE);
        assertThat(answer.remember()).as("an approved answer may be cached").isTrue();
        assertThat(answer.metrics().elapsedMillis())
                .as("latency leaves out the wait for the reviewer")
                .isLessThanOrEqualTo(Duration.between(answer.createdAt(), answer.completedAt())
                                .toMillis()
                        - answer.review().waited().toMillis());
    }

    @Test
    void aRejectedAnswerIsPublishedDeclinedWithTheReviewersNoteAndNotCached() {
        var requestId = "review-reject-" + UUID.randomUUID();
        publish(requestId, question("What is the tort of false imprisonment?", "{\"answer\": true}"));

        var parked = parked(requestId, 1);
        decide(parked, ReviewAction.REJECT, null, null, "cites no authority from our jurisdiction");

        var answer = answerTo(requestId, PARK_WAIT);
        assertThat(answer.status()).isEqualTo(RunStatus.DECLINED);
        assertThat(answer.errorKind()).isEqualTo(ErrorKind.REVIEW_DECLINED);
        assertThat(answer.reason()).contains("rita", "cites no authority from our jurisdiction");
        assertThat(answer.remember()).isNotEqualTo(Boolean.TRUE);
        assertThat(answer.custody()).isNotEmpty();
    }

    @Test
    void aRunParkedWhileEveryNodeStopsResumesOnceWhenTheyStartAgain() {
        var requestId = "review-restart-" + UUID.randomUUID();
        // A question no other test asks: an answer from QA memory has no plan to review.
        publish(requestId, question("What must a plaintiff prove for assault?", "{\"plan\": true}"));
        var parked = parked(requestId, 1);

        containers.stop();
        try {
            decide(parked, ReviewAction.APPROVE, null, null, null);
            assertThat(committed(Topics.ANSWERS, requestId, 1, Duration.ofSeconds(3)))
                    .as("nothing answers while every node is down")
                    .isEmpty();
        } finally {
            containers.start();
        }

        var answer = answerTo(requestId, PARK_WAIT);
        assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.review().rounds().get(0).decision().action()).isEqualTo(ReviewAction.APPROVE);
        assertThat(committed(Topics.ANSWERS, requestId, 2, Duration.ofSeconds(3)))
                .hasSize(1);
    }

    private static String question(String text, String review) {
        return "{\"question\": \"%s\", \"review\": %s}".formatted(text, review);
    }

    /** The run of {@code requestId} as parked for its {@code n}th review. */
    private AgentState parked(String requestId, int n) {
        var parked = probe
                .await(
                        Topics.REVIEW,
                        r -> {
                            var state = codec.decode(r.value(), AgentState.class);
                            return state.requestId().equals(requestId)
                                    && state.review().rounds().size() == n
                                    && state.review().pending().isPresent();
                        },
                        1,
                        PARK_WAIT)
                .stream()
                .map(r -> codec.decode(r.value(), AgentState.class))
                .toList();
        assertThat(parked)
                .as("run %s parked for review %d; its hops: %s", requestId, n, hopsOf(requestId))
                .hasSize(1);
        return parked.get(0);
    }

    /** The run's hops as its progress events report them, and its answer's status and reason if any. */
    private List<String> hopsOf(String requestId) {
        var hops = probe
                .await(
                        Topics.PROGRESS,
                        r -> {
                            var header = r.headers().lastHeader(Topics.REQUEST_ID_HEADER);
                            return header != null && requestId.equals(new String(header.value(), UTF_8));
                        },
                        Integer.MAX_VALUE,
                        Duration.ofSeconds(2))
                .stream()
                .map(r -> codec.decode(r.value(), ProgressEvent.class))
                .map(e -> e.node() + ":" + e.route() + ":" + e.status())
                .collect(java.util.stream.Collectors.toCollection(java.util.ArrayList::new));
        committed(Topics.ANSWERS, requestId, 1, Duration.ofSeconds(1)).stream()
                .map(r -> codec.decode(r.value(), io.legalagent.contracts.Answer.class))
                .forEach(a -> hops.add("answer " + a.status() + ": " + a.reason()));
        return hops;
    }

    /** A decision by Rita on the run's pending review, as the gateway publishes one. */
    private void decide(AgentState parked, ReviewAction action, List<String> plan, String step, String note) {
        String reviewId = parked.review().pending().map(ReviewRound::id).orElseThrow();
        var decision = new ReviewDecision(
                SchemaVersion.CURRENT,
                UUID.randomUUID().toString(),
                parked.runId(),
                reviewId,
                action,
                plan,
                null,
                step,
                note,
                RITA,
                Instant.now(),
                false);
        probe.send(Topics.DECISIONS, parked.runId(), codec.encode(decision));
    }

    private ReviewEvent events(String runId, ReviewEvent.Type type) {
        var events = probe
                .await(
                        Topics.REVIEWS,
                        r -> runId.equals(r.key())
                                && codec.decode(r.value(), ReviewEvent.class).type() == type,
                        1,
                        PARK_WAIT)
                .stream()
                .map(r -> codec.decode(r.value(), ReviewEvent.class))
                .toList();
        assertThat(events).as("a %s event for run %s", type, runId).hasSize(1);
        return events.get(0);
    }
}
