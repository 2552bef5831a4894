package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.replay.SignatureTrust;
import java.time.Instant;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/** One run under a request id: its progress events, and its answer with what checking its signature found. */
final class Run {
    final String runId;
    final TreeMap<Integer, ProgressEvent> events = new TreeMap<>();

    @Nullable
    Answer answer;

    byte @Nullable [] raw;

    @Nullable
    Instant answerSeen;

    SignatureTrust.@Nullable Verdict signature;

    @Nullable
    Owner progressOwner;

    @Nullable
    Owner answerOwner;

    long answerOrder;

    Run(String runId) {
        this.runId = runId;
    }

    Instant start() {
        if (!events.isEmpty()) {
            return events.firstEntry().getValue().at();
        }
        return answer != null && answer.createdAt() != null ? answer.createdAt() : Instant.MAX;
    }

    boolean duplicate() {
        return answer != null && answer.errorKind() == ErrorKind.DUPLICATE_REQUEST;
    }

    /** True when its answer's signature verified and names this request id, not as a duplicate. */
    boolean vouchedFor(String requestId) {
        return answer != null
                && !duplicate()
                && signature != null
                && signature.status() == SignatureTrust.Status.VERIFIED
                && requestId.equals(answer.requestId());
    }

    @Nullable
    Owner owner() {
        return answerOwner != null ? answerOwner : progressOwner;
    }

    boolean released(Instant now) {
        return answer != null
                && (events.size() >= answer.path().size() || !now.isBefore(answerSeen.plus(RequestLog.ANSWER_GRACE)));
    }

    long answerId() {
        return answer.path().size() + 1L;
    }

    byte[] raw() {
        return raw;
    }

    Answer answer() {
        return answer;
    }
}
