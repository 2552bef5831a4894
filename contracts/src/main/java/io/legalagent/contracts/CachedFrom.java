package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Objects;

/**
 * The signed answer a cached answer's research came from: its run and the SHA-256 of its signature,
 * so that a verifier can fetch that answer from {@code legal.answers} and check it is the one that was
 * reused (io.legalagent.contracts.replay.CachedSource).
 */
@JsonClassDescription("The signed answer whose research a cached answer reused.")
public record CachedFrom(
        @JsonPropertyDescription("The run whose signed answer QA memory held.") String runId,
        @JsonPropertyDescription("SHA-256 (hex) of that answer's DSSE signature bytes (each signature's decoded"
                        + " bytes, in envelope order).")
                @Pattern(regexp = Patterns.SHA256)
                String signatureSha256) {

    public CachedFrom {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(signatureSha256, "signatureSha256");
    }

    /** The source of a signed answer; refused for an unsigned one. */
    public static CachedFrom of(Answer signed) {
        return new CachedFrom(signed.runId(), signatureSha256(signed.signature()));
    }

    /** SHA-256 over the raw bytes of every signature of the envelope, in order. */
    public static String signatureSha256(DsseEnvelope envelope) {
        if (envelope == null || envelope.signatures().isEmpty()) {
            throw new IllegalArgumentException("the answer is not signed");
        }
        try {
            var digest = MessageDigest.getInstance("SHA-256");
            for (var signature : envelope.signatures()) {
                digest.update(Base64.getDecoder().decode(signature.sig()));
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }
}
