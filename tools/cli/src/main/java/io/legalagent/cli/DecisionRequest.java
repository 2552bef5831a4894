package io.legalagent.cli;

import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.review.ReviewAction;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The body of {@code POST /api/reviews/{runId}/decision}: the action, the review it decides (when
 * the list named it, so a later review of the same run is not decided by mistake) and what the
 * action needs: the edited plan and query type, the one more step, the note.
 */
record DecisionRequest(
        ReviewAction action, String reviewId, List<String> plan, QueryType queryType, String step, String note) {

    DecisionRequest {
        plan = plan == null ? null : List.copyOf(plan);
    }

    static DecisionRequest approve(String note) {
        return new DecisionRequest(ReviewAction.APPROVE, null, null, null, null, note);
    }

    static DecisionRequest edit(List<String> plan, QueryType queryType, String note) {
        return new DecisionRequest(ReviewAction.EDIT, null, plan, queryType, null, note);
    }

    static DecisionRequest reject(String note) {
        return new DecisionRequest(ReviewAction.REJECT, null, null, null, null, note);
    }

    static DecisionRequest more(String step, String note) {
        return new DecisionRequest(ReviewAction.MORE, null, null, null, step, note);
    }

    DecisionRequest forReview(String id) {
        return new DecisionRequest(action, id, plan, queryType, step, note);
    }

    /** {@code --query-type}: simple or multi_hop, as the contracts spell them; null for none given. */
    static QueryType queryType(String given) throws UsageException {
        if (given == null) {
            return null;
        }
        for (QueryType type : QueryType.values()) {
            if (Json.MAPPER.writeValueAsString(type).equals("\"" + given.strip() + "\"")) {
                return type;
            }
        }
        throw new UsageException("--query-type takes simple or multi_hop; got: " + given);
    }

    /** The JSON the gateway reads: only the fields given (the query type as the contracts spell it). */
    String json() {
        var body = new LinkedHashMap<String, Object>();
        body.put("action", action.name());
        put(body, "reviewId", reviewId);
        put(body, "plan", plan);
        put(body, "queryType", queryType);
        put(body, "step", step);
        put(body, "note", note);
        return Json.MAPPER.writeValueAsString(body);
    }

    private static void put(Map<String, Object> body, String name, Object value) {
        if (value != null) {
            body.put(name, value);
        }
    }
}
