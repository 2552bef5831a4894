package io.legalagent.replay;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.signing.AnswerSigning;
import java.security.PublicKey;
import org.jspecify.annotations.Nullable;

/**
 * Whose signature a replay trusts, and whether an answer must carry one. The seal proves an answer
 * unchanged only to someone who trusts where it came from; the signature, checked with the public key
 * the deployment published, proves who published it.
 *
 * @param key the observer's public key; null when none was found
 * @param source where the key came from, or where a key was looked for, for the report
 * @param required false only for answers made before answers were signed: an unsigned answer then
 *     passes with a note, and a signed one is still checked when there is a key
 */
public record SignatureTrust(@Nullable PublicKey key, String source, boolean required) {

    /** The signature part of a verdict. */
    public record Verdict(Status status, String detail) {
        public boolean failed() {
            return status == Status.FAILED;
        }
    }

    public enum Status {
        VERIFIED,
        FAILED,
        NOT_CHECKED
    }

    public Verdict check(Answer answer) {
        if (answer.signature() == null && !required) {
            return new Verdict(Status.NOT_CHECKED, "the answer is unsigned (accepted: signatures not required)");
        }
        if (key == null) {
            return required
                    ? new Verdict(Status.FAILED, "no public key to check it with (looked for " + source + ")")
                    : new Verdict(Status.NOT_CHECKED, "no public key to check it with (looked for " + source + ")");
        }
        var check = AnswerSigning.verify(answer, key);
        return new Verdict(check.verified() ? Status.VERIFIED : Status.FAILED, check.detail());
    }
}
