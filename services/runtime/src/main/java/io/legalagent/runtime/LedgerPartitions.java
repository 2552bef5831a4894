package io.legalagent.runtime;

import java.time.Instant;
import java.util.Map;

/** Where a {@link RequestLedger} reads the claims of one ledger partition back from, and how far back. */
interface LedgerPartitions {
    /** The oldest claim still remembered. */
    Instant horizon();

    /** The latest claim per request id on ledger partition {@code partition}, none older than the horizon. */
    Map<String, RequestClaim> read(int partition);
}
