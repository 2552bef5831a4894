package io.legalagent.observer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import io.legalagent.runtime.AnswerSigner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SigningKeyLoaderTest {
    @TempDir
    Path dir;

    private final SigningKey key = AnswerKeys.generate();

    private SigningSettings write(String privatePermissions) throws IOException {
        var privateKey = dir.resolve("answer-signing.key");
        if (Files.exists(privateKey)) {
            Files.setPosixFilePermissions(privateKey, PosixFilePermissions.fromString("rw-------"));
        }
        Files.writeString(privateKey, AnswerKeys.privatePem(key));
        Files.setPosixFilePermissions(privateKey, PosixFilePermissions.fromString(privatePermissions));
        var publicKey = Files.writeString(dir.resolve("answer-signing.pub"), AnswerKeys.publicPem(key.publicKey()));
        return new SigningSettings(privateKey, publicKey, true);
    }

    private static Answer answer() {
        return Answer.from(
                AgentState.start("run-1", "req-1", Question.of("What is battery?"), Instant.EPOCH),
                null,
                Instant.EPOCH);
    }

    @Test
    void theObserverSignsWithItsKeyAndTheSignatureVerifies() throws IOException {
        var signer = SigningKeyLoader.signer(write("rw-------"));

        var signed = signer.sign(answer());

        assertThat(signed.signature().signatures()).singleElement().satisfies(s -> assertThat(s.keyid())
                .isEqualTo(key.keyId()));
        assertThat(AnswerSigning.verify(signed, key.publicKey()).verified()).isTrue();
    }

    @Test
    void aKeyOthersMayReadIsRefused() throws IOException {
        for (String open : new String[] {"rw-r--r--", "rw-rw----", "rw----r--"}) {
            var settings = write(open);

            assertThatThrownBy(() -> SigningKeyLoader.signer(settings))
                    .as(open)
                    .hasMessageContaining("may be read by others")
                    .hasMessageContaining("chmod 600");
            Files.delete(settings.privateKey());
        }
        // As Kubernetes mounts a Secret for the pod's fsGroup.
        assertThat(SigningKeyLoader.signer(write("r--r-----"))).isNotSameAs(AnswerSigner.UNSIGNED);
    }

    @Test
    void noKeyIsRefusedWhenRequiredElseAnswersGoUnsigned() {
        var missing = new SigningSettings(dir.resolve("none.key"), dir.resolve("none.pub"), true);

        assertThatThrownBy(() -> SigningKeyLoader.signer(missing)).hasMessageContaining("no private key at");
        assertThat(SigningKeyLoader.signer(new SigningSettings(missing.privateKey(), missing.publicKey(), false)))
                .isSameAs(AnswerSigner.UNSIGNED);
    }

    @Test
    void aPublicKeyOfAnotherPairIsRefused() throws IOException {
        var settings = write("rw-------");
        Files.writeString(
                settings.publicKey(), AnswerKeys.publicPem(AnswerKeys.generate().publicKey()));

        assertThatThrownBy(() -> SigningKeyLoader.signer(settings)).hasMessageContaining("is not the private key of");
    }
}
