package io.legalagent.cli;

import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.replay.SignatureTrust;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * The public key a replay checks signatures with: {@code --public-key FILE}, else {@code
 * LEGAL_ANSWER_PUBLIC_KEY}, else the one the local stack published ({@code
 * .legal/signing/answer-signing.pub}, written by {@code ./legal up}).
 */
final class ReplayKeys {
    static final String VARIABLE = "LEGAL_ANSWER_PUBLIC_KEY";

    private ReplayKeys() {}

    /**
     * @param given the file named on the command line or by the variable, which must hold a key; null
     *     for none
     * @param published the local stack's public key, used when it exists
     */
    static SignatureTrust trust(@Nullable Path given, Path published, boolean allowUnsigned) throws UsageException {
        boolean required = !allowUnsigned;
        if (given != null) {
            return new SignatureTrust(read(given), given.toString(), required);
        }
        if (Files.isRegularFile(published)) {
            return new SignatureTrust(read(published), published.toString(), required);
        }
        return new SignatureTrust(null, "--public-key FILE, " + VARIABLE + " or " + published, required);
    }

    private static java.security.PublicKey read(Path file) throws UsageException {
        try {
            return AnswerKeys.readPublic(file);
        } catch (IOException e) {
            throw new UsageException("cannot read the public key " + file + ": " + e.getMessage());
        }
    }
}
