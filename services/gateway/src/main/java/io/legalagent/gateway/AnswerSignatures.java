package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.replay.SignatureTrust.Status;
import io.legalagent.replay.SignatureTrust.Verdict;
import java.security.PublicKey;
import org.jspecify.annotations.Nullable;

/**
 * Checks each answer the gateway reads with the published answer key, as a verification does: only
 * an answer whose signature verifies may name the run the gateway shows for its request id (progress
 * events are unsigned, and any node may write them). Without a key nothing can be checked.
 */
final class AnswerSignatures {
    private final @Nullable PublicKey key;

    AnswerSignatures(@Nullable PublicKey key) {
        this.key = key;
    }

    /** No key: every answer's signature is not checked, and none names a run. */
    static AnswerSignatures none() {
        return new AnswerSignatures(null);
    }

    Verdict check(Answer answer) {
        if (key == null) {
            return new Verdict(
                    Status.NOT_CHECKED, "this gateway has no answer public key (legal.gateway.answer-public-key)");
        }
        var check = AnswerSigning.verify(answer, key);
        return new Verdict(check.verified() ? Status.VERIFIED : Status.FAILED, check.detail());
    }
}
