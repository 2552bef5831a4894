package io.legalagent.contracts.custody;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.signing.AnswerKeys;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class AttestationsTest {
    private static final String DIGEST = "a".repeat(64);

    private static Attestation unsigned(String keyId) {
        var parts = new TreeMap<String, String>();
        parts.put("route", DIGEST);
        return new Attestation(
                "run-1", 2, "classifier", "CLASSIFIED", "agent.planner", "b".repeat(64), parts, keyId, null);
    }

    @Test
    void aSignedAttestationVerifiesWithItsKeyAlone() {
        var key = Walk.key(NodeName.CLASSIFIER);
        var signed = Attestations.sign(unsigned(key.keyId()), key);

        assertThat(Attestations.verifies(signed, key.publicKey())).isTrue();
        assertThat(Attestations.verifies(signed, Walk.key(NodeName.PLANNER).publicKey()))
                .isFalse();
        assertThat(Attestations.verifies(signed.signed(null), key.publicKey())).isFalse();
        assertThat(Attestations.verifies(signed.signed("not base64!"), key.publicKey()))
                .isFalse();
    }

    @Test
    void everyFieldIsCovered() {
        var key = Walk.key(NodeName.CLASSIFIER);
        var signed = Attestations.sign(unsigned(key.keyId()), key);
        var otherHop = new Attestation(
                signed.runId(),
                3,
                signed.node(),
                signed.route(),
                signed.topic(),
                signed.previous(),
                signed.parts(),
                signed.keyid(),
                signed.sig());
        var otherRun = new Attestation(
                "run-2",
                2,
                signed.node(),
                signed.route(),
                signed.topic(),
                signed.previous(),
                signed.parts(),
                signed.keyid(),
                signed.sig());

        assertThat(Attestations.verifies(otherHop, key.publicKey())).isFalse();
        assertThat(Attestations.verifies(otherRun, key.publicKey())).isFalse();
    }

    @Test
    void aKeyOtherThanTheNamedOneIsRefused() {
        var key = AnswerKeys.generate();

        assertThatThrownBy(() ->
                        Attestations.sign(unsigned(Walk.key(NodeName.CLASSIFIER).keyId()), key))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("names key");
    }

    @Test
    void theDigestCoversTheSignature() {
        var key = Walk.key(NodeName.CLASSIFIER);
        var signed = Attestations.sign(unsigned(key.keyId()), key);

        assertThat(Attestations.digest(signed)).matches("[0-9a-f]{64}");
        assertThat(Attestations.digest(signed)).isNotEqualTo(Attestations.digest(signed.signed(null)));
        assertThat(Attestations.digest(signed)).isEqualTo(Attestations.digest(signed.signed(signed.sig())));
    }
}
