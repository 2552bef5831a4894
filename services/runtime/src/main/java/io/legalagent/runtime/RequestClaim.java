package io.legalagent.runtime;

import io.legalagent.contracts.Topics;
import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The first use of a request id, as kept on {@code legal.request-ids} (JSON, keyed by the request id):
 * the run that used it, when, and the question record that carried it (its topic, partition and
 * offset), by which a redelivery of that same record is told apart from a second use. Claims written
 * before the guard read a second inbox carry no topic: they came from {@code legal.questions}.
 */
public record RequestClaim(
        String requestId, String runId, Instant claimedAt, int partition, long offset, @Nullable String topic) {
    public RequestClaim {
        Objects.requireNonNull(requestId, "requestId");
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(claimedAt, "claimedAt");
    }

    /** A claim of a record of {@code legal.questions}. */
    public RequestClaim(String requestId, String runId, Instant claimedAt, int partition, long offset) {
        this(requestId, runId, claimedAt, partition, offset, Topics.QUESTIONS);
    }

    /** Whether this claim was made by the record at {@code topic}, {@code partition}, {@code offset}. */
    boolean madeBy(String recordTopic, int recordPartition, long recordOffset) {
        var claimed = topic == null ? Topics.QUESTIONS : topic;
        return claimed.equals(recordTopic) && partition == recordPartition && offset == recordOffset;
    }
}
