package io.legalagent.contracts.custody;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.signing.Dsse;
import io.legalagent.contracts.signing.SigningKey;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Base64;

/**
 * Signs and checks one {@link Attestation}. The signed bytes are DSSE's pre-authentication encoding
 * of the attestation's canonical text under its own payload type, so an attestation's signature can
 * never be passed off as an answer's, nor the other way round.
 */
public final class Attestations {
    public static final String PAYLOAD_TYPE = "application/vnd.legal-agent.attestation.v1";
    private static final String ALGORITHM = "Ed25519";

    private Attestations() {}

    /** The attestation signed with {@code key}; its key id must be the key's. */
    public static Attestation sign(Attestation unsigned, SigningKey key) {
        if (!unsigned.keyid().equals(key.keyId())) {
            throw new IllegalArgumentException(
                    "the attestation names key " + unsigned.keyid() + ", not " + key.keyId());
        }
        try {
            var signer = Signature.getInstance(ALGORITHM);
            signer.initSign(key.privateKey());
            signer.update(signedBytes(unsigned));
            return unsigned.signed(Base64.getEncoder().encodeToString(signer.sign()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot sign with " + ALGORITHM, e);
        }
    }

    /**
     * {@code next}, the state after a hop of {@code node} (its trail ends with that hop), vouched for:
     * with the node's attestation of the parts the hop added or changed, linked to the hop before and
     * signed with {@code key}, at the end of its custody.
     */
    public static AgentState vouch(AgentState next, NodeName node, SigningKey key) {
        var trail = next.telemetry().trail();
        var hop = trail.get(trail.size() - 1);
        var parts = Claims.of(next.custody()).changedIn(Parts.of(next));
        var previous = next.lastAttestation().map(Attestations::digest).orElse(null);
        var unsigned = new Attestation(
                next.runId(), trail.size(), node.id(), hop.route(), hop.topic(), previous, parts, key.keyId(), null);
        return next.attested(sign(unsigned, key));
    }

    /** True when the attestation carries a valid signature by {@code key}; false for any other. */
    public static boolean verifies(Attestation attestation, PublicKey key) {
        if (attestation.sig() == null) {
            return false;
        }
        try {
            var verifier = Signature.getInstance(ALGORITHM);
            verifier.initVerify(key);
            verifier.update(signedBytes(attestation.unsigned()));
            return verifier.verify(Base64.getDecoder().decode(attestation.sig()));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }

    /** SHA-256 of the whole attestation, signature included: what the next hop's {@code previous} names. */
    public static String digest(Attestation attestation) {
        return Sha256.ofRecord(attestation);
    }

    private static byte[] signedBytes(Attestation unsigned) {
        return Dsse.pae(PAYLOAD_TYPE, Sha256.canonical(unsigned).getBytes(StandardCharsets.UTF_8));
    }
}
