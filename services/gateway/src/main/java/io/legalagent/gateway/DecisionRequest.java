package io.legalagent.gateway;

import io.legalagent.contracts.Owner;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewRound;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;

/**
 * The body of {@code POST /api/reviews/{runId}/decision}, and the checks that make it a
 * {@link ReviewDecision}: the action must suit the review's kind, a rejection needs a note, an edit
 * its steps, more research its step. The reviewer node checks the same again; the gateway's 400 names
 * the field before anything is published.
 */
@Schema(
        name = "ReviewDecisionRequest",
        requiredProperties = {"action"})
record DecisionRequest(
        @Schema(allowableValues = {"APPROVE", "EDIT", "REJECT", "MORE"}) String action,
        @Schema(
                        types = {"string", "null"},
                        description = "The review decided (<runId>/<n>); absent for the one pending")
                @Nullable
                String reviewId,
        @Schema(description = "EDIT: every step's question, in the order to run") @Nullable List<String> plan,
        @Schema(
                        types = {"string", "null"},
                        allowableValues = {"simple", "multi_hop"},
                        description = "EDIT: the query type to research under")
                @Nullable
                String queryType,
        @Schema(
                        types = {"string", "null"},
                        description = "MORE: the one more step's question")
                @Nullable
                String step,
        @Schema(
                        types = {"string", "null"},
                        description = "Why: required to REJECT")
                @Nullable
                String note) {

    static final int MAX_STEPS = 20;
    static final int MAX_TEXT = 2000;

    /** The body as a request; a 400 problem when it is not one. */
    static DecisionRequest read(byte[] body) {
        if (body.length == 0) {
            throw Problems.invalidDecision("body", "the body is empty; send the decision as JSON");
        }
        try {
            var request = RunRecords.JSON.readValue(body, DecisionRequest.class);
            if (request == null) {
                throw Problems.invalidDecision("body", "the body must be a JSON object with an \"action\"");
            }
            return request;
        } catch (JacksonException e) {
            throw Problems.invalidDecision("body", "malformed JSON: " + e.getOriginalMessage());
        }
    }

    /** The decision on {@code round} by {@code reviewer}; a 400 problem naming the field that does not fit. */
    ReviewDecision decide(String runId, ReviewRound round, Owner reviewer, Instant now, String decisionId) {
        var chosen = chosenAction();
        if (!ReviewAction.allowedFor(round.kind()).contains(chosen)) {
            throw Problems.invalidDecision(
                    "action",
                    chosen + " is not allowed on a review of the "
                            + round.kind().name().toLowerCase(Locale.ROOT) + "; allowed: "
                            + ReviewAction.allowedFor(round.kind()));
        }
        only(chosen == ReviewAction.EDIT, plan != null, "plan", "only an EDIT gives a plan");
        only(chosen == ReviewAction.EDIT, queryType != null, "queryType", "only an EDIT switches the query type");
        only(chosen == ReviewAction.MORE, step != null, "step", "only MORE gives a step");
        return new ReviewDecision(
                SchemaVersion.CURRENT,
                decisionId,
                runId,
                round.id(),
                chosen,
                chosen == ReviewAction.EDIT ? steps() : null,
                chosen == ReviewAction.EDIT ? chosenQueryType() : null,
                chosen == ReviewAction.MORE ? required("step", step) : null,
                chosen == ReviewAction.REJECT ? required("note", note) : optional("note", note),
                reviewer,
                now,
                false);
    }

    private ReviewAction chosenAction() {
        if (action == null || action.isBlank()) {
            throw Problems.invalidDecision("action", "required: APPROVE, EDIT, REJECT or MORE");
        }
        try {
            return ReviewAction.valueOf(action.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Problems.invalidDecision("action", "'" + action + "' is not APPROVE, EDIT, REJECT or MORE");
        }
    }

    private List<String> steps() {
        if (plan == null || plan.isEmpty()) {
            throw Problems.invalidDecision("plan", "an EDIT gives every step of the plan, at least one");
        }
        if (plan.size() > MAX_STEPS) {
            throw Problems.invalidDecision("plan", "at most " + MAX_STEPS + " steps");
        }
        for (int i = 0; i < plan.size(); i++) {
            required("plan[" + i + "]", plan.get(i));
        }
        return plan.stream().map(String::strip).toList();
    }

    private @Nullable QueryType chosenQueryType() {
        if (queryType == null) {
            return null;
        }
        return switch (queryType.strip().toLowerCase(Locale.ROOT)) {
            case "simple" -> QueryType.SIMPLE;
            case "multi_hop" -> QueryType.MULTI_HOP;
            default -> throw Problems.invalidDecision("queryType", "'" + queryType + "' is not simple or multi_hop");
        };
    }

    private static String required(String field, @Nullable String text) {
        if (text == null || text.isBlank()) {
            throw Problems.invalidDecision(field, "required, and not blank");
        }
        return optional(field, text);
    }

    private static @Nullable String optional(String field, @Nullable String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        if (text.length() > MAX_TEXT) {
            throw Problems.invalidDecision(field, "at most " + MAX_TEXT + " characters");
        }
        return text.strip();
    }

    private static void only(boolean allowed, boolean given, String field, String detail) {
        if (given && !allowed) {
            throw Problems.invalidDecision(field, detail);
        }
    }
}
