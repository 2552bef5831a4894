package io.legalagent.contracts.signing;

import io.legalagent.contracts.DsseEnvelope;
import io.legalagent.contracts.DsseSignature;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Base64;
import java.util.List;

/**
 * DSSE v1 with Ed25519, from the JDK alone: the pre-authentication encoding (PAE) that is signed,
 * and signing and checking an envelope. The payload type is signed with the payload, so a payload
 * cannot be passed off as another type.
 */
public final class Dsse {
    static final String ALGORITHM = "Ed25519";

    private Dsse() {}

    /** {@code "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body}, lengths as ASCII decimal byte counts. */
    public static byte[] pae(String payloadType, byte[] payload) {
        byte[] type = payloadType.getBytes(StandardCharsets.UTF_8);
        var out = new ByteArrayOutputStream();
        out.writeBytes(("DSSEv1 " + type.length + " ").getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(type);
        out.writeBytes((" " + payload.length + " ").getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(payload);
        return out.toByteArray();
    }

    /** An envelope holding {@code payload}, signed with {@code key}. */
    public static DsseEnvelope sign(String payloadType, byte[] payload, SigningKey key) {
        try {
            var signer = Signature.getInstance(ALGORITHM);
            signer.initSign(key.privateKey());
            signer.update(pae(payloadType, payload));
            String sig = Base64.getEncoder().encodeToString(signer.sign());
            return new DsseEnvelope(
                    payloadType,
                    Base64.getEncoder().encodeToString(payload),
                    List.of(new DsseSignature(key.keyId(), sig)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot sign with " + ALGORITHM, e);
        }
    }

    /** The decoded payload; an envelope whose payload is not base64 has none. */
    public static byte[] payload(DsseEnvelope envelope) {
        return Base64.getDecoder().decode(envelope.payload());
    }

    /**
     * True when {@code signature} is a valid Ed25519 signature by {@code key} over the envelope's PAE;
     * false for any other signature, a malformed one included.
     */
    public static boolean verifies(DsseEnvelope envelope, DsseSignature signature, PublicKey key) {
        try {
            var verifier = Signature.getInstance(ALGORITHM);
            verifier.initVerify(key);
            verifier.update(pae(envelope.payloadType(), payload(envelope)));
            return verifier.verify(Base64.getDecoder().decode(signature.sig()));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }
}
