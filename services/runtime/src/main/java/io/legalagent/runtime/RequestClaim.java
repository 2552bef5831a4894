package io.legalagent.runtime;

import java.time.Instant;
import java.util.Objects;

/**
 * The first use of a request id, as kept on {@code legal.request-ids} (JSON, keyed by the request id):
 * the run that used it, when, and the question record that carried it (its partition of
 * {@code legal.questions} and offset), by which a redelivery of that same record is told apart from
 * a second use.
 */
public record RequestClaim(String requestId, String runId, Instant claimedAt, int partition, long offset) {
    public RequestClaim {
        Objects.requireNonNull(requestId, "requestId");
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(claimedAt, "claimedAt");
    }
}
