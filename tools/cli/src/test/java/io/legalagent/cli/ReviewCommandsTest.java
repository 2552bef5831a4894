package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ask --review and the review commands as picocli reads them, and the requests they build: no gateway, no broker. */
class ReviewCommandsTest {

    @Test
    void askReadsTheReviewsToAskForAndWhetherToWait() throws UsageException {
        var parsed = Main.commandLine().parseArgs("ask", "Q?", "--review", "plan,answer", "--wait");
        QuestionCommands.Ask ask =
                parsed.subcommand().commandSpec().commandLine().getCommand();

        assertThat(AskOptions.review(ask.review)).isEqualTo(new ReviewRequest(true, true));
        assertThat(ask.waitForReview).isTrue();
        assertThat(AskOptions.review("plan")).isEqualTo(new ReviewRequest(true, false));
        assertThat(AskOptions.review(" Answer ")).isEqualTo(new ReviewRequest(false, true));
        assertThat(AskOptions.review(null)).isNull();
        assertThatThrownBy(() -> AskOptions.review("plan,,answer")).isInstanceOf(UsageException.class);
        assertThatThrownBy(() -> AskOptions.review("everything"))
                .hasMessage("--review takes plan, answer or plan,answer; got: everything");
    }

    @Test
    void aDeclinedRunHasItsOwnExitCode() {
        assertThat(AskCommand.exitCodeOf(RunStatus.DECLINED))
                .isEqualTo(ExitCodes.DECLINED)
                .isEqualTo(11);
        assertThat(ExitCodes.AWAITING_REVIEW).isEqualTo(10);
        assertThat(AskCommand.exitCodeOf(RunStatus.REJECTED)).isEqualTo(ExitCodes.REJECTED);
    }

    @Test
    void theParkSaysWhichReviewByTheHopBeforeIt() {
        var waits = new ReviewWaits();

        assertThat(waits.parked(event("planner", "REVIEW_PLAN", Topics.REVIEWER)))
                .isEmpty();
        assertThat(waits.parked(event("reviewer", "PARKED", Topics.REVIEW))).contains(ReviewKind.PLAN);
        assertThat(waits.parked(event("reviewer", "PLAN_APPROVED", Topics.EXECUTOR)))
                .isEmpty();
        assertThat(waits.parked(event("memory", "REVIEW_ANSWER", Topics.REVIEWER)))
                .isEmpty();
        assertThat(waits.parked(event("reviewer", "PARKED", Topics.REVIEW))).contains(ReviewKind.ANSWER);
        // A write of a decided round back onto agent.review is no new park.
        assertThat(waits.parked(event("reviewer", "ANSWER_APPROVED", Topics.REVIEW)))
                .isEmpty();
        assertThat(waits.parks()).isEqualTo(2);
        assertThat(ReviewWaits.waitingLine(ReviewKind.PLAN, "r1"))
                .isEqualTo("waiting for review (plan): run r1 \u2014 ./legal review approve r1");
    }

    @Test
    void eachDecisionSendsOnlyTheFieldsItNeeds() throws UsageException {
        assertThat(DecisionRequest.approve(null).forReview("r1/1").json())
                .isEqualTo("{\"action\":\"APPROVE\",\"reviewId\":\"r1/1\"}");
        assertThat(DecisionRequest.edit(List.of("a", "b"), DecisionRequest.queryType("multi_hop"), "tighter")
                        .json())
                .isEqualTo(
                        "{\"action\":\"EDIT\",\"plan\":[\"a\",\"b\"],\"queryType\":\"multi_hop\",\"note\":\"tighter\"}");
        assertThat(DecisionRequest.reject("no").json()).isEqualTo("{\"action\":\"REJECT\",\"note\":\"no\"}");
        assertThat(DecisionRequest.more("Is intent required?", null).json())
                .isEqualTo("{\"action\":\"MORE\",\"step\":\"Is intent required?\"}");
        assertThat(DecisionRequest.queryType("simple")).isEqualTo(QueryType.SIMPLE);
        assertThatThrownBy(() -> DecisionRequest.queryType("MULTI_HOP"))
                .hasMessageContaining("--query-type takes simple or multi_hop");
    }

    @Test
    void thePlanFileIsAJsonArrayOrOneStepPerLine(@TempDir Path dir) throws IOException, UsageException {
        Path json = Files.writeString(dir.resolve("plan.json"), " [\"First step?\", \" Second step? \"]");
        Path text = Files.writeString(dir.resolve("plan.txt"), "# the plan\nFirst step?\n\n  Second step?\n");

        assertThat(PlanFile.read(json)).containsExactly("First step?", "Second step?");
        assertThat(PlanFile.read(text)).containsExactly("First step?", "Second step?");
        assertThatThrownBy(() -> PlanFile.read(Files.writeString(dir.resolve("empty"), "\n# nothing\n")))
                .hasMessageContaining("names no step");
        assertThatThrownBy(() -> PlanFile.read(Files.writeString(dir.resolve("bad.json"), "[1, \"x\"]")))
                .hasMessageContaining("array of step questions");
        assertThatThrownBy(() -> PlanFile.read(dir.resolve("missing"))).hasMessageContaining("cannot read");
    }

    @Test
    void theTokenIsTheOneGivenElseOneForAsElseTheEnvironmentsElseTheLocalReviewers() throws UsageException {
        assertThat(GatewayAccess.choose("t1", null, "local", "env").token()).isEqualTo("t1");
        var as = GatewayAccess.choose(null, "ann", "firm", "env");
        assertThat(as.token()).isNull();
        assertThat(as.request()).isEqualTo(new TokenRequest("ann", "firm", List.of(CallerRole.REVIEWER)));
        assertThat(GatewayAccess.choose(null, null, "local", "env").token()).isEqualTo("env");
        assertThat(GatewayAccess.choose(null, null, "local", null).request())
                .isEqualTo(new TokenRequest("local", "local", List.of(CallerRole.REVIEWER)));
        assertThatThrownBy(() -> GatewayAccess.choose("t", "ann", "local", null))
                .hasMessageContaining("give one");
        assertThatThrownBy(() -> GatewayAccess.choose(null, "bad user!", "local", null))
                .isInstanceOf(UsageException.class);
    }

    @Test
    void aRunIsNamedByItsIdOrByTheRequestOfTheOneWaitingRun() throws UsageException {
        var pending = PendingReviews.parse(
                """
                {"pending": 3, "reviews": [
                  {"runId": "r1", "requestId": "q1", "reviewId": "r1/1", "kind": "PLAN",
                   "requestedAt": "2026-11-29T08:00:00Z", "question": "What is battery?",
                   "asker": {"user": "ann", "organisation": "local"}},
                  {"runId": "r2", "requestId": "q2", "reviewId": "r2/2", "kind": "ANSWER",
                   "requestedAt": "2026-11-29T09:00:00Z", "question": "Q2", "asker": {"user": "bob", "organisation": "local"}},
                  {"runId": "r3", "requestId": "q2", "reviewId": "r3/1", "kind": "PLAN",
                   "requestedAt": "2026-11-29T09:00:00Z", "question": "Q3", "asker": {"user": "bob", "organisation": "local"}}
                ]}""");

        assertThat(pending.resolve("r1").reviewId()).isEqualTo("r1/1");
        assertThat(pending.resolve("q1").runId()).isEqualTo("r1");
        assertThat(pending.resolve("r9").runId()).isEqualTo("r9");
        assertThat(pending.resolve("r9").reviewId()).isNull();
        assertThatThrownBy(() -> pending.resolve("q2")).hasMessageContaining("names 2 waiting runs (r2, r3)");
        var table = pending.table(Instant.parse("2026-11-29T10:30:00Z"));
        assertThat(table.get(0)).startsWith("run").contains("kind", "asker", "waiting since", "question");
        assertThat(table.get(1)).contains("r1", "plan", "ann@local", "2026-11-29T08:00:00Z (2h)", "What is battery?");
        assertThat(table).last().isEqualTo("3 reviews wait");
        assertThat(PendingReviews.parse("{\"pending\":0,\"reviews\":[]}").table(Instant.now()))
                .containsExactly("no review is waiting");
        assertThat(PendingReviews.age(Duration.ofDays(3))).isEqualTo("3d");
    }

    @Test
    void anEditOfAnAnswerIsRefusedBeforeAnythingIsSent() throws UsageException {
        ReviewCommands.checkAllowed(ReviewAction.EDIT, "plan");
        ReviewCommands.checkAllowed(ReviewAction.EDIT, "");
        assertThatThrownBy(() -> ReviewCommands.checkAllowed(ReviewAction.EDIT, "ANSWER"))
                .hasMessage("an answer review takes [approve, more, reject], not edit");
    }

    @Test
    void eachRefusalHasItsExitCodeAndTheGatewaysWords() {
        var conflict = ReviewClient.refusal(
                409,
                ReviewClient.detail(
                        "{\"title\":\"Conflict\",\"status\":409,\"detail\":\"already decided by ann (firm) at T\"}"));
        assertThat(conflict.exitCode).isEqualTo(ExitCodes.ALREADY_DECIDED);
        assertThat(conflict.getMessage()).isEqualTo("already decided: already decided by ann (firm) at T");
        assertThat(ReviewClient.refusal(404, "").exitCode).isEqualTo(ExitCodes.NO_SUCH_REVIEW);
        assertThat(ReviewClient.refusal(410, "").exitCode).isEqualTo(ExitCodes.REVIEW_CLOSED);
        assertThat(ReviewClient.refusal(403, "").exitCode).isEqualTo(ExitCodes.NOT_ALLOWED);
        assertThat(ReviewClient.refusal(401, "").exitCode).isEqualTo(ExitCodes.NOT_ALLOWED);
        assertThat(ReviewClient.refusal(400, "").exitCode).isEqualTo(ExitCodes.USAGE);
        assertThat(ReviewClient.refusal(500, "").exitCode).isEqualTo(ExitCodes.ERROR);
        assertThat(ReviewClient.detail("plain text\nmore")).isEqualTo("plain text");
        assertThat(ReviewClient.decisionPath("a b/c")).isEqualTo("/api/reviews/a%20b%2Fc/decision");
    }

    @Test
    void aRejectionWithoutANoteOrAnEditWithoutAPlanIsAUsageErrorBeforeAnythingIsSent() {
        var noNote = Cli.run("review", "reject", "r1", "--token", "t", "--gateway", "http://127.0.0.1:9");
        assertThat(noNote.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(noNote.stderr()).contains("a rejection needs --note TEXT");

        var noPlan = Cli.run("review", "edit", "r1", "--token", "t");
        assertThat(noPlan.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(noPlan.stderr()).contains("--plan");

        var noStep = Cli.run("review", "more", "r1", "--token", "t");
        assertThat(noStep.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(noStep.stderr()).contains("--step");
    }

    private static ProgressEvent event(String node, String route, String topic) {
        return new ProgressEvent(
                1, "r1", "q1", node, route, topic, null, null, 1, RunStatus.IN_PROGRESS, null, Instant.now());
    }

    @Test
    void aGatewayThatAsksToSlowDownIsWaitedForAsLongAsItSays() {
        assertThat(ReviewClient.retryAfter("30")).isEqualTo(java.time.Duration.ofSeconds(30));
        assertThat(ReviewClient.retryAfter(""))
                .as("no header: the rate limit's period")
                .hasMinutes(1);
        assertThat(ReviewClient.retryAfter("Wed, 21 Oct 2026 07:28:00 GMT")).hasMinutes(1);
    }
}
