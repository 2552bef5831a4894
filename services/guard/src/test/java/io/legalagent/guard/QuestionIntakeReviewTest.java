package io.legalagent.guard;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.custody.PartKind;
import io.legalagent.contracts.custody.Parts;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.runtime.Admission;
import io.legalagent.runtime.UsedRequestIds;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The reviews a run pauses for: what its question asks, with the deployment's defaults on top. */
class QuestionIntakeReviewTest {
    private static final Instant NOW = Instant.parse("2026-03-01T09:00:00Z");
    private static final Owner CONFIGURED = new Owner("front-desk", "firm-a");
    private static final String ALICE = "\"owner\": {\"user\": \"alice\", \"organisation\": \"firm-b\"}";

    private static QuestionIntake intake(ReviewRequest defaults) {
        return new QuestionIntake(20_000, 1_000, Clock.fixed(NOW, ZoneOffset.UTC), () -> "run-1", CONFIGURED, defaults);
    }

    private static Admission admit(QuestionIntake intake, QuestionInbox inbox, String value) {
        return intake.admit(inbox, "req-1", value.getBytes(StandardCharsets.UTF_8), UsedRequestIds.NONE);
    }

    private static Admission admit(ReviewRequest defaults, String value) {
        return admit(intake(defaults), QuestionInbox.QUESTIONS, value);
    }

    private static void assertPoison(Admission admission, String... reasonParts) {
        var state = admission.state();
        assertThat(state.status()).isEqualTo(RunStatus.REJECTED);
        assertThat(state.outcome().error().kind()).isEqualTo(ErrorKind.POISON_RECORD);
        assertThat(state.outcome().error().reason()).contains(reasonParts).doesNotContain("Exception");
        assertThat(state.review()).isEqualTo(Review.NONE);
    }

    @Test
    void aQuestionThatAsksForPlanReviewPausesForItAlone() {
        var admission = admit(
                ReviewRequest.NONE,
                "{\"question\": \"What is battery?\", \"review\": {\"plan\": true, \"answer\": false}}");

        assertThat(admission.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(admission.state().review()).isEqualTo(Review.requested(new ReviewRequest(true, false)));
        assertThat(admission.state().review().rounds()).isEmpty();
    }

    @Test
    void aGatewayQuestionAsksForBothReviews() {
        var admission = admit(
                intake(ReviewRequest.NONE),
                QuestionInbox.GATEWAY,
                "{\"question\": \"What is battery?\", " + ALICE + ", \"review\": {\"plan\": true, \"answer\": true}}");

        assertThat(admission.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(admission.state().owner()).isEqualTo(new Owner("alice", "firm-b"));
        assertThat(admission.state().review().requested()).isEqualTo(new ReviewRequest(true, true));
    }

    @Test
    void withoutAskingOrDefaultsARunPausesForNothing() {
        var json = admit(ReviewRequest.NONE, "{\"question\": \"What is battery?\"}");
        var none = admit(
                ReviewRequest.NONE,
                "{\"question\": \"What is battery?\", \"review\": {\"plan\": false, \"answer\": false}}");
        var text = admit(ReviewRequest.NONE, "What is battery?");

        assertThat(json.state().review()).isEqualTo(Review.NONE);
        assertThat(none.state().review()).isEqualTo(Review.NONE);
        assertThat(text.state().review()).isEqualTo(Review.NONE);
    }

    @Test
    void theDeploymentsDefaultsAddToWhatTheQuestionAsks() {
        var defaults = new ReviewRequest(false, true);

        var json = admit(
                defaults, "{\"question\": \"What is battery?\", \"review\": {\"plan\": true, \"answer\": false}}");
        var silent = admit(
                defaults, "{\"question\": \"What is battery?\", \"review\": {\"plan\": false, \"answer\": false}}");
        var text = admit(defaults, "What is battery?");

        assertThat(json.state().review().requested()).isEqualTo(new ReviewRequest(true, true));
        // A question cannot opt out of what the deployment requires.
        assertThat(silent.state().review().requested()).isEqualTo(new ReviewRequest(false, true));
        assertThat(text.state().review().requested()).isEqualTo(new ReviewRequest(false, true));
    }

    @Test
    void aRejectedQuestionPausesForNothing() {
        var empty = admit(
                new ReviewRequest(true, true),
                "{\"question\": \"  \", \"review\": {\"plan\": true, \"answer\": false}}");
        var library = admit(
                ReviewRequest.NONE,
                "{\"question\": \"What?\", \"library\": \"Bad!\", \"review\": {\"plan\": true, \"answer\": false}}");

        assertThat(empty.state().status()).isEqualTo(RunStatus.REJECTED);
        assertThat(empty.state().review()).isEqualTo(Review.NONE);
        assertThat(library.state().status()).isEqualTo(RunStatus.REJECTED);
        assertThat(library.state().review()).isEqualTo(Review.NONE);
    }

    @Test
    void aReviewThatIsNotAnObjectIsRefusedNamingTheField() {
        assertPoison(
                admit(ReviewRequest.NONE, "{\"question\": \"What is battery?\", \"review\": true}"),
                "JSON does not match the question schema:",
                "(at review)");
        assertPoison(
                admit(ReviewRequest.NONE, "{\"question\": \"What is battery?\", \"review\": \"plan,answer\"}"),
                "JSON does not match the question schema:",
                "(at review)");
    }

    @Test
    void aPauseThatIsNotABooleanIsRefusedNamingTheField() {
        assertPoison(
                admit(
                        ReviewRequest.NONE,
                        "{\"question\": \"What is battery?\", \"review\": {\"plan\": \"yes\", \"answer\": false}}"),
                "JSON does not match the question schema:",
                "(at review.plan)");
        assertPoison(
                admit(
                        ReviewRequest.NONE,
                        "{\"question\": \"What is battery?\", \"review\": {\"plan\": false, \"answer\": 1}}"),
                "JSON does not match the question schema:",
                "(at review.answer)");
    }

    @Test
    void aPauseLeftOutIsNotAskedFor() {
        var admission = admit(ReviewRequest.NONE, "{\"question\": \"What is battery?\", \"review\": {\"plan\": true}}");

        assertThat(admission.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(admission.state().review().requested()).isEqualTo(new ReviewRequest(true, false));
    }

    @Test
    void anUnknownPauseIsRefusedNamingIt() {
        assertPoison(
                admit(
                        ReviewRequest.NONE,
                        "{\"question\": \"What is battery?\", \"review\": {\"plan\": true, \"answer\": true, \"steps\": true}}"),
                "JSON does not match the question schema:",
                "steps");
    }

    @Test
    void theReviewRequestIsAPartTheGuardVouchesFor() {
        var asked = admit(
                ReviewRequest.NONE,
                "{\"question\": \"What is battery?\", \"review\": {\"plan\": false, \"answer\": true}}");
        var plain = admit(ReviewRequest.NONE, "{\"question\": \"What is battery?\"}");

        var part = PartKind.REVIEW_REQUEST.part(null);
        assertThat(Parts.of(asked.state())).containsKey(part);
        assertThat(PartKind.REVIEW_REQUEST.allows(NodeName.GUARD, part)).isTrue();
        assertThat(PartKind.REVIEW_REQUEST.allows(NodeName.REVIEWER, part)).isFalse();
        assertThat(Parts.of(plain.state())).doesNotContainKey(part);
    }
}
