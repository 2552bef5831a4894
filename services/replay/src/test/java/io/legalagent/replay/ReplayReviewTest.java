package io.legalagent.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.custody.AnswerParts;
import io.legalagent.contracts.custody.Parts;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.ResearchReport;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** An answer a reviewer edited the plan of, approved or declined, replays clean. */
class ReplayReviewTest {
    private static final String TEXT = "Battery is a harmful or offensive touching.";
    private static final Evidence PASSAGE = new Evidence("rule:1", TEXT, "torts", 0.9, Sha256.hex(TEXT));
    private static final Owner ANN = new Owner("ann", "firm-a");
    private static final Instant PARKED = Instant.parse("2026-03-02T09:00:00Z");
    private static final List<String> SHOWN = List.of("What is battery?");
    private static final List<String> EDITED = List.of("What is assault?", "What is battery?");
    private static final String NOTE = "not the law of this state";

    private static ReviewDecision decision(String id, ReviewAction action, Instant at) {
        return new ReviewDecision(
                1,
                "d-" + id,
                "run-1",
                id,
                action,
                action == ReviewAction.EDIT ? EDITED : null,
                action == ReviewAction.EDIT ? QueryType.SIMPLE : null,
                null,
                action == ReviewAction.REJECT ? NOTE : null,
                ANN,
                at,
                false);
    }

    private static PlanStep researched(int id, String question) {
        var execution = new StepExecution(
                List.of(question),
                List.of(PASSAGE),
                "A touching [Source 1].",
                0.9,
                1,
                0,
                List.of(),
                ContextWindow.of(question, List.of(PASSAGE)).sha256());
        return PlanStep.pending(id, "research", question).executed(execution).judged(StepStatus.COMPLETED);
    }

    /**
     * A run that asked for both reviews: ann edited its plan (one step shown, two ran, multi-hop
     * switched to simple), then saw its answer and decided {@code onAnswer}. As the observer leaves it.
     */
    private static AgentState reviewed(ReviewAction onAnswer) {
        var planRound = new ReviewRound("run-1/1", ReviewKind.PLAN, PARKED, SHOWN, QueryType.MULTI_HOP, null);
        var review = Review.requested(new ReviewRequest(true, true))
                .opened(planRound)
                .decided(decision("run-1/1", ReviewAction.EDIT, PARKED.plusSeconds(600)));
        var state = AgentState.start("run-1", "req-1", Question.of("Is a kiss battery?"), PARKED.minusSeconds(10))
                .withQueryType(QueryType.SIMPLE)
                .withPlan(List.of(researched(1, EDITED.get(0)), researched(2, EDITED.get(1))));
        state = state.withFinalAnswer(ResearchReport.compose(state));
        var answerAt = PARKED.plusSeconds(700);
        var answerRound = new ReviewRound("run-1/2", ReviewKind.ANSWER, answerAt, EDITED, QueryType.SIMPLE, null);
        review = review.opened(answerRound).decided(decision("run-1/2", onAnswer, answerAt.plusSeconds(300)));
        state = state.withReview(review);
        state = onAnswer == ReviewAction.REJECT
                ? state.withError(
                        RunStatus.DECLINED,
                        new RunError(
                                ErrorKind.REVIEW_DECLINED,
                                "reviewer",
                                "declined in review by ann (firm-a) at " + answerAt.plusSeconds(300) + ": " + NOTE))
                : state.withStatus(RunStatus.ANSWERED);
        return state.withFinalAnswer(FinalAnswer.compose(state));
    }

    private static ReplayVerdict replay(Answer answer) {
        Retriever store = new Retriever() {
            @Override
            public Retrieval retrieve(QuerySet queries, Set<String> excludedIds) {
                return new Retrieval(List.of(PASSAGE), 0.9, 1, 0);
            }

            @Override
            public int topK() {
                return 5;
            }
        };
        Retrievers retrievers = (settings, work) -> work.accept(store);
        var trust = new SignatureTrust(null, "nowhere", false);
        return new Replay(Map.<String, String>of()::get, Path.of("../../skills"), retrievers, trust).verify(answer);
    }

    private static void assertClean(ReplayVerdict verdict) {
        assertThat(verdict.steps()).hasSize(2).allSatisfy(step -> assertThat(step.matches())
                .isTrue());
        assertThat(verdict.answerText()).isNull();
        assertThat(verdict.answerFields()).isEmpty();
        assertThat(verdict.sealHolds()).isTrue();
    }

    @Test
    void anAnswerWhosePlanAReviewerEditedReplaysTheEditedPlanClean() {
        var answer = Answer.from(reviewed(ReviewAction.APPROVE), "trace", PARKED.plusSeconds(1001));

        assertClean(replay(answer));
        assertThat(answer.researchPack().steps()).extracting(s -> s.question()).isEqualTo(EDITED);
        var edit = answer.review().rounds().get(0);
        assertThat(edit.plan()).isEqualTo(SHOWN);
        assertThat(edit.decision().plan()).isEqualTo(EDITED);
        assertThat(edit.decision().reviewer()).isEqualTo(ANN);
        assertThat(answer.review().answerApproved()).isTrue();
    }

    @Test
    void aDeclinedAnswerReplaysClean() {
        var answer = Answer.from(reviewed(ReviewAction.REJECT), "trace", PARKED.plusSeconds(1001));

        assertClean(replay(answer));
        assertThat(answer.status()).isEqualTo(RunStatus.DECLINED);
        assertThat(answer.answer())
                .startsWith("Declined: declined in review by ann (firm-a)")
                .endsWith(NOTE);
    }

    @Test
    void theAnswerShowsTheReviewPartsAsTheStateHadThem() {
        var state = reviewed(ReviewAction.APPROVE);
        var answer = Answer.from(state, "trace", PARKED.plusSeconds(1001));

        var inState = new TreeMap<>(Parts.of(state));
        inState.keySet().removeIf(part -> !part.startsWith("review") && !part.startsWith("plan."));
        assertThat(inState).containsOnlyKeys("review-request", "review.1", "review.2", "plan.1", "plan.2");
        assertThat(AnswerParts.of(answer)).containsAllEntriesOf(inState);
    }
}
