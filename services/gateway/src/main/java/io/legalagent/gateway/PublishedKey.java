package io.legalagent.gateway;

import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.replay.SignatureTrust;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The observer's public key, published next to the answers: the PEM text the gateway serves and the
 * trust its verifications check signatures with. Read once at start; a missing or unreadable file
 * leaves the gateway running, with every verification failing its signature check.
 */
final class PublishedKey {
    private static final Logger log = LoggerFactory.getLogger(PublishedKey.class);

    private final Optional<String> pem;
    private final SignatureTrust trust;

    PublishedKey(GatewaySettings settings) {
        var file = Path.of(settings.answerPublicKey());
        String text = null;
        java.security.PublicKey key = null;
        try {
            text = Files.readString(file);
            key = AnswerKeys.publicKey(text, file.toString());
            log.info("answers are verified with key {} ({})", AnswerKeys.keyId(key), file);
        } catch (IOException e) {
            text = null;
            log.warn(
                    "no answer public key at {} (legal.gateway.answer-public-key): every verification will report"
                            + " its signature failed, and /api/public-key answers 404",
                    file);
        }
        this.pem = Optional.ofNullable(key == null ? null : text);
        this.trust = new SignatureTrust(key, file.toString(), true);
    }

    Optional<String> pem() {
        return pem;
    }

    SignatureTrust trust() {
        return trust;
    }
}
