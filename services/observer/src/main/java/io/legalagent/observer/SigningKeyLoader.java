package io.legalagent.observer;

import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import io.legalagent.runtime.AnswerSigner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The observer's signer from its settings: the key pair read once at start-up, refused when others
 * may read the private key or anyone but its owner may write it. Only the key id is ever logged.
 */
final class SigningKeyLoader {
    private static final Logger log = LoggerFactory.getLogger(SigningKeyLoader.class);
    /**
     * Group read stays allowed: Kubernetes mounts a Secret's files readable by the pod's fsGroup, which
     * is the observer's own group there.
     */
    private static final Set<PosixFilePermission> ALLOWED =
            EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.GROUP_READ);

    private SigningKeyLoader() {}

    static AnswerSigner signer(SigningSettings settings) {
        Path privateKey = settings.privateKey();
        if (!Files.exists(privateKey)) {
            if (settings.required()) {
                throw new IllegalStateException("legal.observer.signing.required is true, but there is no private key"
                        + " at " + privateKey + " (legal.observer.signing.private-key)");
            }
            log.warn(
                    "no signing key at {} (legal.observer.signing.private-key): answers are published UNSIGNED,"
                            + " and a replay that requires signatures will fail them",
                    privateKey);
            return AnswerSigner.UNSIGNED;
        }
        var key = read(settings);
        log.info("answers are signed (Ed25519, DSSE) with key {}", key.keyId());
        return answer -> AnswerSigning.sign(answer, key);
    }

    private static SigningKey read(SigningSettings settings) {
        try {
            checkOwnerOnly(settings.privateKey());
            return AnswerKeys.read(settings.privateKey(), settings.publicKey());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the answer-signing key: " + e.getMessage(), e);
        }
    }

    private static void checkOwnerOnly(Path file) throws IOException {
        if (!Files.getFileStore(file).supportsFileAttributeView("posix")) {
            return;
        }
        var permissions = Files.getPosixFilePermissions(file);
        if (!ALLOWED.containsAll(permissions)) {
            throw new IOException(file + " may be read by others or written by more than its owner (" + permissions
                    + "): make it readable by its" + " owner only (chmod 600)");
        }
    }
}
