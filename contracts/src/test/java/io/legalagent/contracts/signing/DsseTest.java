package io.legalagent.contracts.signing;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DsseEnvelope;
import io.legalagent.contracts.DsseSignature;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DsseTest {
    private static final String TYPE = "http://example.com/HelloWorld";
    private static final byte[] HELLO = "hello world".getBytes(StandardCharsets.UTF_8);

    @Test
    void paeIsTheProtocolsEncoding() {
        // The DSSE protocol's own example.
        assertThat(new String(Dsse.pae(TYPE, HELLO), StandardCharsets.UTF_8))
                .isEqualTo("DSSEv1 29 http://example.com/HelloWorld 11 hello world");
        assertThat(Dsse.pae("t", new byte[0])).isEqualTo("DSSEv1 1 t 0 ".getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void lengthsCountBytesNotCharacters() {
        byte[] payload = "§".getBytes(StandardCharsets.UTF_8);
        assertThat(new String(Dsse.pae("é", payload), StandardCharsets.UTF_8)).isEqualTo("DSSEv1 2 é 2 §");
    }

    @Test
    void anEnvelopeRoundTripsAndVerifiesWithItsKey() {
        var key = AnswerKeys.generate();
        var envelope = Dsse.sign(TYPE, HELLO, key);

        assertThat(envelope.payloadType()).isEqualTo(TYPE);
        assertThat(Dsse.payload(envelope)).isEqualTo(HELLO);
        assertThat(envelope.signatures()).singleElement().satisfies(s -> {
            assertThat(s.keyid()).isEqualTo(key.keyId()).hasSize(64);
            assertThat(Base64.getDecoder().decode(s.sig())).hasSize(64);
            assertThat(Dsse.verifies(envelope, s, key.publicKey())).isTrue();
        });
    }

    @Test
    void changingAnyPayloadByteBreaksTheSignature() {
        var key = AnswerKeys.generate();
        var envelope = Dsse.sign(TYPE, HELLO, key);
        var signature = envelope.signatures().get(0);
        for (int i = 0; i < HELLO.length; i++) {
            byte[] tampered = HELLO.clone();
            tampered[i] ^= 1;
            var forged = new DsseEnvelope(TYPE, Base64.getEncoder().encodeToString(tampered), List.of(signature));
            assertThat(Dsse.verifies(forged, signature, key.publicKey()))
                    .as("byte %d flipped", i)
                    .isFalse();
        }
        var longer = new DsseEnvelope(
                TYPE,
                Base64.getEncoder().encodeToString("hello world!".getBytes(StandardCharsets.UTF_8)),
                List.of(signature));
        assertThat(Dsse.verifies(longer, signature, key.publicKey())).isFalse();
    }

    @Test
    void theTypeIsSignedWithThePayload() {
        var key = AnswerKeys.generate();
        var envelope = Dsse.sign(TYPE, HELLO, key);
        var retyped = new DsseEnvelope("text/plain", envelope.payload(), envelope.signatures());

        assertThat(Dsse.verifies(retyped, envelope.signatures().get(0), key.publicKey()))
                .isFalse();
    }

    @Test
    void anotherKeyOrAMalformedSignatureDoesNotVerify() {
        var key = AnswerKeys.generate();
        var envelope = Dsse.sign(TYPE, HELLO, key);

        assertThat(Dsse.verifies(
                        envelope,
                        envelope.signatures().get(0),
                        AnswerKeys.generate().publicKey()))
                .isFalse();
        assertThat(Dsse.verifies(envelope, new DsseSignature(key.keyId(), "not base64!"), key.publicKey()))
                .isFalse();
        assertThat(Dsse.verifies(envelope, new DsseSignature(key.keyId(), ""), key.publicKey()))
                .isFalse();
    }

    @Test
    void keysRoundTripThroughPemFiles(@TempDir Path dir) throws Exception {
        var key = AnswerKeys.generate();
        var privateFile = Files.writeString(dir.resolve("k.key"), AnswerKeys.privatePem(key));
        var publicFile = Files.writeString(dir.resolve("k.pub"), AnswerKeys.publicPem(key.publicKey()));

        var read = AnswerKeys.read(privateFile, publicFile);

        assertThat(read.keyId()).isEqualTo(key.keyId());
        assertThat(Files.readString(publicFile)).startsWith("-----BEGIN PUBLIC KEY-----\n");
        assertThat(read.toString())
                .doesNotContain(
                        AnswerKeys.privatePem(key).lines().skip(1).findFirst().orElseThrow());
        var other = Files.writeString(
                dir.resolve("o.pub"), AnswerKeys.publicPem(AnswerKeys.generate().publicKey()));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> AnswerKeys.read(privateFile, other))
                .hasMessageContaining("is not the private key of");
    }
}
