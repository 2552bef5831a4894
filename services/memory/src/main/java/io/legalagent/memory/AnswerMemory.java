package io.legalagent.memory;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.access.AccessTable;
import io.legalagent.contracts.replay.CachedSource;
import io.legalagent.contracts.review.Review;
import io.legalagent.ports.QaMemory;
import io.legalagent.retrieval.memory.TrustedAnswerKeys;
import io.legalagent.runtime.AnswerFollower;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes QA memory from the signed answers on {@code legal.answers}: an answer the memory node
 * decided to remember, ANSWERED (so never a DECLINED one), not itself from the cache, approved when its
 * question asked for answer review, and signed by a trusted observer key is
 * stored whole, by run id (a redelivery stores nothing more). Anything else is never stored, however
 * it reached the topic.
 */
final class AnswerMemory implements AnswerFollower {
    private static final Logger log = LoggerFactory.getLogger(AnswerMemory.class);

    private final QaMemory memory;
    private final TrustedAnswerKeys keys;

    AnswerMemory(QaMemory memory, TrustedAnswerKeys keys) {
        this.memory = Objects.requireNonNull(memory, "memory");
        this.keys = Objects.requireNonNull(keys, "keys");
    }

    @Override
    public String group() {
        return AccessTable.MEMORY_ANSWERS_GROUP;
    }

    @Override
    public void accept(Answer answer) {
        if (!worthStoring(answer)) {
            return;
        }
        var signature = CachedSource.signatureOf(answer, keys.forAnswer(answer));
        if (!signature.verified()) {
            log.warn("answer of run {} not stored in QA memory: {}", answer.runId(), signature.detail());
            return;
        }
        if (memory.remember(answer)) {
            log.info("answer of run {} stored in QA memory", answer.runId());
        }
    }

    /**
     * The memory node's decision, on an answer of research done afresh, approved if its question asked
     * for answer review (the memory node decides only then; this holds whatever reached the topic).
     */
    static boolean worthStoring(Answer answer) {
        return answer.status() == RunStatus.ANSWERED
                && Boolean.TRUE.equals(answer.remember())
                && !answer.fromCache()
                && reviewedIfAsked(answer.review());
    }

    private static boolean reviewedIfAsked(@Nullable Review review) {
        return review == null || !review.requested().answer() || review.answerApproved();
    }
}
