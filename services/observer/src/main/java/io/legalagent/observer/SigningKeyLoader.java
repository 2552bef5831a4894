package io.legalagent.observer;

import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import io.legalagent.runtime.AnswerSigner;
import io.legalagent.runtime.KeyFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The observer's signer from its settings: the key pair read once at start-up, refused when others
 * may read the private key or anyone but its owner may write it ({@link KeyFiles}). Only the key id is ever logged.
 */
final class SigningKeyLoader {
    private static final Logger log = LoggerFactory.getLogger(SigningKeyLoader.class);

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
            return KeyFiles.read(settings.privateKey(), settings.publicKey());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the answer-signing key: " + e.getMessage(), e);
        }
    }
}
