package io.legalagent.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import io.legalagent.ports.QaMemory;
import io.legalagent.retrieval.memory.TrustedAnswerKeys;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AnswerMemoryTest {
    private static final SigningKey OBSERVER = AnswerKeys.generate();
    private static final SigningKey ROTATED_OUT = AnswerKeys.generate();

    /** Records what it is asked to store. */
    private static final class Stored implements QaMemory {
        final List<String> runs = new ArrayList<>();

        @Override
        public Optional<MemoryHit> lookup(String question) {
            throw new AssertionError("the follower never looks up");
        }

        @Override
        public boolean remember(Answer signed) {
            runs.add(signed.runId());
            return true;
        }
    }

    private final Stored stored = new Stored();
    private final AnswerMemory follower =
            new AnswerMemory(stored, TrustedAnswerKeys.of(OBSERVER.publicKey(), ROTATED_OUT.publicKey()));

    private static AgentState state(String runId, boolean remember) {
        return AgentState.start(runId, runId, Question.of("What is battery?"), Instant.EPOCH)
                .withFinalAnswer("An intentional harmful or offensive contact.")
                .withRemember(remember)
                .withStatus(RunStatus.ANSWERED);
    }

    private static Answer signed(AgentState state, SigningKey key) {
        return AnswerSigning.sign(Answer.from(state, "trace", Instant.EPOCH), key);
    }

    @Test
    void readsLegalAnswersInItsOwnGroup() {
        assertThat(follower.group()).isEqualTo("legal-memory-answers");
    }

    @Test
    void storesAnAnsweredAnswerToRememberSignedByATrustedKeyOldOrNew() {
        follower.accept(signed(state("run-1", true), OBSERVER));
        follower.accept(signed(state("run-2", true), ROTATED_OUT));

        assertThat(stored.runs).containsExactly("run-1", "run-2");
    }

    @Test
    void neverStoresAnUnsignedForgedFailedUnwantedOrCachedAnswer() {
        follower.accept(Answer.from(state("unsigned", true), "trace", Instant.EPOCH));
        follower.accept(signed(state("forged", true), AnswerKeys.generate()));
        follower.accept(signed(
                state("failed", true).withError(RunStatus.FAILED, new RunError(ErrorKind.NODE_FAILURE, "x", "y")),
                OBSERVER));
        follower.accept(signed(state("unwanted", false), OBSERVER));
        follower.accept(signed(
                state("cached", true).withMemoryHit(new MemoryHit("What is battery?", "Contact.", 0.99, "run-0")),
                OBSERVER));
        var changed = signed(state("changed", true), OBSERVER);
        follower.accept(new Answer(
                changed.schemaVersion(),
                changed.runId(),
                changed.requestId(),
                changed.status(),
                changed.question(),
                changed.choices(),
                changed.queryType(),
                changed.library(),
                changed.owner(),
                "Another text.",
                changed.mcAnswer(),
                changed.mcReasoning(),
                changed.errorKind(),
                changed.reason(),
                changed.degraded(),
                changed.fromCache(),
                changed.evidence(),
                changed.sources(),
                changed.alsoConsulted(),
                changed.steps(),
                changed.metrics(),
                changed.path(),
                changed.traceId(),
                changed.traceUrl(),
                changed.createdAt(),
                changed.completedAt(),
                changed.remember(),
                changed.custody(),
                changed.researchPack(),
                changed.seal(),
                changed.signature()));

        assertThat(stored.runs).isEmpty();
    }

    @Test
    void withoutATrustedKeyNothingIsStored() {
        var keyless = new AnswerMemory(stored, TrustedAnswerKeys.of(List.of()));

        keyless.accept(signed(state("run-1", true), OBSERVER));

        assertThat(stored.runs).isEmpty();
    }

    /** A run that asked for answer review, its one review decided {@code action} by ann. */
    private static Review answerReviewed(String runId, ReviewAction action) {
        var id = runId + "/1";
        var round = new ReviewRound(id, ReviewKind.ANSWER, Instant.EPOCH, List.of(), null, null);
        var decision = new ReviewDecision(
                1,
                "d-1",
                runId,
                id,
                action,
                null,
                null,
                null,
                action == ReviewAction.REJECT ? "not our firm's view" : null,
                new Owner("ann", "firm-a"),
                Instant.EPOCH.plusSeconds(90),
                false);
        return Review.requested(new ReviewRequest(false, true)).opened(round).decided(decision);
    }

    @Test
    void storesAnApprovedAnswer() {
        follower.accept(
                signed(state("approved", true).withReview(answerReviewed("approved", ReviewAction.APPROVE)), OBSERVER));

        assertThat(stored.runs).containsExactly("approved");
    }

    @Test
    void neverStoresADeclinedAnswerNorOneItsQuestionAskedToReviewThatNoOneApproved() {
        var declined = state("declined", true)
                .withReview(answerReviewed("declined", ReviewAction.REJECT))
                .withError(
                        RunStatus.DECLINED,
                        new RunError(ErrorKind.REVIEW_DECLINED, "reviewer", "declined in review by ann (firm-a)"));
        var unreviewed = state("unreviewed", true).withReview(Review.requested(new ReviewRequest(false, true)));
        var more = state("more", true).withReview(answerReviewed("more", ReviewAction.MORE));

        follower.accept(signed(declined, OBSERVER));
        follower.accept(signed(unreviewed, OBSERVER));
        follower.accept(signed(more, OBSERVER));

        assertThat(signed(declined, OBSERVER).status()).isEqualTo(RunStatus.DECLINED);
        assertThat(stored.runs).isEmpty();
    }
}
