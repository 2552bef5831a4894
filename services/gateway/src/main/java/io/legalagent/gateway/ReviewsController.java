package io.legalagent.gateway;

import io.legalagent.contracts.AuditRecord.AuditAction;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The reviews of paused runs: {@code GET /api/reviews} (the caller's organisation's pending ones),
 * {@code GET /api/reviews/{runId}} (one paused run in full, from agent.review, so it outlives
 * legal.progress) and {@code POST /api/reviews/{runId}/decision}. Deciding needs the role
 * {@code reviewer} of the asker's organisation; every call is audited.
 */
@RestController
class ReviewsController {
    private static final String RUN_ID = "The paused run's id.";
    private final Callers callers;
    private final AuditTrail audit;
    private final ReviewBoard board;
    private final ReviewDecisions decisions;
    private final long maxBody;

    ReviewsController(
            Callers callers, AuditTrail audit, ReviewBoard board, ReviewDecisions decisions, GatewaySettings settings) {
        this.callers = callers;
        this.audit = audit;
        this.board = board;
        this.decisions = decisions;
        this.maxBody = settings.maxBodySize().toBytes();
    }

    @GetMapping(path = "/api/reviews", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "reviews",
            summary = "Pending reviews",
            description = "The reviews waiting for a decision in the caller's organisation, the longest waiting first"
                    + " (role reviewer).")
    @ApiResponse(
            responseCode = "200",
            description = "The pending reviews",
            content = @Content(schema = @Schema(implementation = ReviewViews.PendingReviews.class)))
    @ApiResponse(responseCode = "403", description = "The caller lacks the role 'reviewer'")
    ReviewViews.PendingReviews reviews() {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.LIST_REVIEWS).subject("organisation");
        if (!caller.has(Role.REVIEWER)) {
            throw audit.refused(caller, entry, Problems.forbidden("listing reviews needs the role 'reviewer'"));
        }
        audit.allowed(caller, entry);
        var pending = board.pending(caller.organisation()).stream()
                .map(ReviewViews::pending)
                .toList();
        return new ReviewViews.PendingReviews(pending.size(), pending);
    }

    @GetMapping(path = "/api/reviews/{runId}", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "review",
            summary = "A paused run",
            description = "The question, classification, plan, hops so far and every review with its decision, as the"
                    + " run's last record on agent.review holds them: readable after legal.progress dropped the run."
                    + " For the asker, and the organisation's auditors and reviewers.")
    @ApiResponse(
            responseCode = "200",
            description = "The run",
            content = @Content(schema = @Schema(implementation = ReviewViews.ReviewedRun.class)))
    @ApiResponse(responseCode = "404", description = "No paused run with this id that the caller may see")
    ReviewViews.ReviewedRun review(@PathVariable @Parameter(description = RUN_ID) String runId) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.READ_REVIEW).requestId(runId);
        var run = board.find(runId)
                .filter(found -> found.asker() != null && caller.maySeeParked(found.asker()))
                .orElseThrow(() -> audit.refused(caller, entry, ReviewDecisions.noReview(runId)));
        audit.allowed(caller, entry.runRequestId(run.state().requestId()));
        return ReviewViews.run(run);
    }

    @PostMapping(
            path = "/api/reviews/{runId}/decision",
            consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "decide",
            summary = "Decide a review",
            description = "Approve, edit (plan reviews), reject (with a note) or ask for one more research step. The"
                    + " decision names the signed-in reviewer and goes to legal.decisions keyed by run id; the"
                    + " reviewer node applies it once and resumes the run.",
            requestBody =
                    @io.swagger.v3.oas.annotations.parameters.RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                                            schema = @Schema(implementation = DecisionRequest.class))))
    @ApiResponse(
            responseCode = "202",
            description = "Published to legal.decisions",
            content = @Content(schema = @Schema(implementation = ReviewDecisions.Accepted.class)))
    @ApiResponse(
            responseCode = "400",
            description =
                    "Malformed body, or an action, plan, step or note that does not"
                            + " fit the review (EDIT on an answer, REJECT without a note, EDIT without steps, MORE without a step)")
    @ApiResponse(responseCode = "403", description = "The caller lacks the role 'reviewer'")
    @ApiResponse(responseCode = "404", description = "No paused run with this id in the caller's organisation")
    @ApiResponse(responseCode = "409", description = "A person decided the review already: who and when")
    @ApiResponse(responseCode = "410", description = "The review's timeout closed it: when")
    @ApiResponse(responseCode = "503", description = "Kafka did not take the decision in time")
    ResponseEntity<ReviewDecisions.Accepted> decide(
            @PathVariable @Parameter(description = RUN_ID) String runId,
            @Parameter(hidden = true) HttpServletRequest request)
            throws IOException {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.DECIDE_REVIEW).requestId(runId);
        if (!caller.has(Role.REVIEWER)) {
            throw audit.refused(caller, entry, Problems.forbidden("deciding a review needs the role 'reviewer'"));
        }
        ReviewDecisions.Claimed claimed;
        try {
            claimed = decisions.claim(caller, runId, DecisionRequest.read(body(request)));
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, entry, refused);
        }
        var decision = claimed.decision();
        var seen = entry.runRequestId(claimed.run().state().requestId())
                .subject(decision.reviewId() + " " + decision.action());
        try {
            audit.allowed(caller, seen);
        } catch (RuntimeException e) {
            decisions.release(claimed);
            throw e;
        }
        return ResponseEntity.status(HttpStatus.ACCEPTED).body(decisions.publish(claimed));
    }

    private byte[] body(HttpServletRequest request) throws IOException {
        return RequestBodies.read(request, maxBody);
    }
}
