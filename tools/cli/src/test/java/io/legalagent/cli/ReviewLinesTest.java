package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Owner;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An answer's reviews as ask prints them: who decided what and when, the plan shown and the edit. */
class ReviewLinesTest {
    private static final Instant ASKED = Instant.parse("2026-11-29T08:00:00Z");
    private static final Instant DECIDED = Instant.parse("2026-11-29T09:30:00Z");

    @Test
    void anEditShowsThePlanShownThenThePlanAsEditedAndWhoEditedIt() {
        var round = new ReviewRound("r/1", ReviewKind.PLAN, ASKED, List.of("Old step?"), QueryType.SIMPLE, null);
        var edit = decision(ReviewAction.EDIT, List.of("New one?", "New two?"), QueryType.MULTI_HOP, null, "tighter");
        var review =
                Review.requested(new ReviewRequest(true, false)).opened(round).decided(edit);

        assertThat(ReviewLines.of(review))
                .containsExactly(
                        "Reviews:",
                        "  plan review r/1, asked 2026-11-29T08:00:00Z: edited by ann (firm) at 2026-11-29T09:30:00Z:"
                                + " tighter",
                        "      plan shown (simple):",
                        "        1. Old step?",
                        "      plan as edited (multi_hop):",
                        "        1. New one?",
                        "        2. New two?");
    }

    @Test
    void aTimeoutAndAMoreStepSayWhoDecidedAndWhat() {
        var answerRound = new ReviewRound("r/2", ReviewKind.ANSWER, ASKED, List.of(), null, null);
        var more = decision(ReviewAction.MORE, null, null, "Is consent a defence?", null);
        var timedOut = new ReviewDecision(
                1, "d2", "r", "r/3", ReviewAction.REJECT, null, null, null, null, null, DECIDED, true);
        var review = Review.requested(new ReviewRequest(false, true))
                .opened(answerRound)
                .decided(more)
                .opened(new ReviewRound("r/3", ReviewKind.ANSWER, ASKED, List.of(), null, null))
                .decided(timedOut);

        assertThat(ReviewLines.of(review))
                .containsExactly(
                        "Reviews:",
                        "  answer review r/2, asked 2026-11-29T08:00:00Z: more research asked by ann (firm) at"
                                + " 2026-11-29T09:30:00Z (step: Is consent a defence?)",
                        "  answer review r/3, asked 2026-11-29T08:00:00Z: rejected by the review's timeout at"
                                + " 2026-11-29T09:30:00Z");
    }

    @Test
    void noReviewNoLines() {
        assertThat(ReviewLines.of(null)).isEmpty();
        assertThat(ReviewLines.of(Review.NONE)).isEmpty();
    }

    private static ReviewDecision decision(
            ReviewAction action, List<String> plan, QueryType type, String step, String note) {
        return new ReviewDecision(
                1, "d1", "r", "r/1", action, plan, type, step, note, new Owner("ann", "firm"), DECIDED, false);
    }
}
