package io.legalagent.cli;

import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import io.legalagent.replay.CustodyTrust;
import io.legalagent.replay.SignatureTrust;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * The public key a replay checks signatures with: {@code --public-key FILE}, else {@code
 * LEGAL_ANSWER_PUBLIC_KEY}, else the one the local stack published ({@code
 * .legal/signing/answer-signing.pub}, written by {@code ./legal up}); and the nodes' keys it checks
 * custody with: {@code --keyring DIR}, else {@code LEGAL_KEYRING}, else the local stack's ({@code
 * .legal/custody/keyring}).
 */
final class ReplayKeys {
    static final String VARIABLE = "LEGAL_ANSWER_PUBLIC_KEY";
    static final String KEYRING_VARIABLE = "LEGAL_KEYRING";

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

    /**
     * @param given the keyring named on the command line or by the variable, which must exist; null
     *     for none
     * @param published the local stack's keyring, used when it exists
     * @param required whether an answer must carry an intact chain of custody
     */
    static CustodyTrust custody(@Nullable Path given, Path published, boolean required) throws UsageException {
        if (given != null) {
            if (!Files.isDirectory(given)) {
                throw new UsageException("the keyring " + given + " is not a folder");
            }
            return new CustodyTrust(readKeyring(given), given.toString(), required);
        }
        String looked = "--keyring DIR, " + KEYRING_VARIABLE + " or " + published;
        return Files.isDirectory(published)
                ? new CustodyTrust(readKeyring(published), published.toString(), required)
                : new CustodyTrust(NodeKeyring.empty(), looked, required);
    }

    private static NodeKeyring readKeyring(Path dir) throws UsageException {
        try {
            return NodeKeyring.read(dir);
        } catch (IOException | IllegalArgumentException e) {
            throw new UsageException("cannot read the keyring " + dir + ": " + e.getMessage());
        }
    }

    private static java.security.PublicKey read(Path file) throws UsageException {
        try {
            return AnswerKeys.readPublic(file);
        } catch (IOException e) {
            throw new UsageException("cannot read the public key " + file + ": " + e.getMessage());
        }
    }
}
