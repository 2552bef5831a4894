package io.legalagent.cli;

import io.legalagent.cli.stack.StackConfig;
import io.legalagent.contracts.Answer;
import io.legalagent.replay.CustodyTrust;
import io.legalagent.replay.SignatureTrust;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * Each answer's verification verdict as {@code ./legal replay} and the page report it: its signature
 * checked with the stack's answer public key, its chain of custody with the nodes' keyring (the same
 * {@link SignatureTrust} and {@link CustodyTrust} checks). The research itself is not replayed here:
 * that needs the corpus or the packs, and {@code replay} does it per answer.
 */
final class AnswerVerdicts {
    static final String NO_ANSWER = "no answer";

    private final SignatureTrust signature;
    private final CustodyTrust custody;

    AnswerVerdicts(SignatureTrust signature, CustodyTrust custody) {
        this.signature = signature;
        this.custody = custody;
    }

    /**
     * The keys as replay finds them: {@code LEGAL_ANSWER_PUBLIC_KEY} and {@code LEGAL_KEYRING}, else
     * those the local stack published. Neither is required: an answer without a key to check it with
     * is reported as not checked, never as verified.
     */
    static AnswerVerdicts from(Function<String, String> environment, StackConfig stack) throws UsageException {
        var trust = ReplayKeys.trust(given(environment, ReplayKeys.VARIABLE), stack.answerPublicKey(), true);
        var chain = ReplayKeys.custody(given(environment, ReplayKeys.KEYRING_VARIABLE), stack.nodeKeyring(), false);
        return new AnswerVerdicts(trust, chain);
    }

    private static Path given(Function<String, String> environment, String variable) {
        String value = environment.apply(variable);
        return value == null || value.isBlank() ? null : Path.of(value);
    }

    /** E.g. "VERIFIED, custody INTACT", "FAILED: <why>", or {@link #NO_ANSWER}. */
    String of(Answer answer) {
        if (answer == null) {
            return NO_ANSWER;
        }
        var signed = signature.check(answer);
        if (signed.failed()) {
            return "signature FAILED: " + signed.detail();
        }
        var chain = custody.check(answer);
        if (chain.failed()) {
            return "custody " + chain.status() + ": " + chain.detail();
        }
        return signed.status().name().replace('_', ' ') + ", custody "
                + chain.status().name().replace('_', ' ');
    }

    /** Where the keys came from, for the report. */
    String describe() {
        return "signatures checked with " + signature.source() + "; chains of custody with " + custody.source();
    }
}
