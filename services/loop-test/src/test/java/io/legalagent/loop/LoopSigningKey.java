package io.legalagent.loop;

import io.legalagent.cli.stack.SigningKeyFiles;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.SigningKey;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * The observer's key pair for the loop tests, made as {@code ./legal up} makes it (owner-only private
 * key), once per test JVM; the observer must sign with it, the gateway publishes it and QA memory
 * trusts it.
 */
public final class LoopSigningKey {
    private static Path folder;

    private LoopSigningKey() {}

    static synchronized Path folder() {
        if (folder == null) {
            try {
                var made = Files.createTempDirectory("loop-signing");
                SigningKeyFiles.ensure(privateKey(made), publicKeyFile(made), null);
                folder = made;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return folder;
    }

    public static PublicKey publicKey() {
        try {
            return AnswerKeys.readPublic(publicKeyFile(folder()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The pair itself, for a test that publishes an answer as the observer would sign it. */
    static SigningKey signingKey() {
        try {
            return AnswerKeys.read(privateKey(folder()), publicKeyFile(folder()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The observer signs with the pair (and may not start without it); the gateway serves its public half. */
    static void register(DynamicPropertyRegistry registry) {
        registry.add(
                "legal.observer.signing.private-key", () -> privateKey(folder()).toString());
        registry.add("legal.observer.signing.public-key", () -> publicKeyFile(folder())
                .toString());
        registry.add("legal.observer.signing.required", () -> "true");
        registry.add(
                "legal.gateway.answer-public-key", () -> publicKeyFile(folder()).toString());
        // QA memory stores and serves only answers this key signed.
        registry.add("legal.retrieval.answer-public-keys", () -> publicKeyFile(folder())
                .toString());
    }

    private static Path privateKey(Path dir) {
        return dir.resolve("signing").resolve("answer-signing.key");
    }

    private static Path publicKeyFile(Path dir) {
        return dir.resolve("answer-signing.pub");
    }
}
