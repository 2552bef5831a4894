package io.legalagent.runtime;

import java.util.Optional;

/**
 * What an intake node may ask about the request ids used before the record in hand: the first use
 * of an id, read from {@code legal.request-ids} for the record's partition of the inbox. Only earlier
 * records count; an earlier, rolled-back attempt at the same record does not.
 */
@FunctionalInterface
public interface UsedRequestIds {
    /** Knows no request id at all: for callers outside the node runtime. */
    UsedRequestIds NONE = requestId -> Optional.empty();

    Optional<RequestClaim> claimOf(String requestId);
}
