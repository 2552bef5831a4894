package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A DSSE envelope (Dead Simple Signing Envelope, the wrapper of in-toto attestations): a payload of
 * a named type, base64-encoded, and signatures over the DSSE pre-authentication encoding of the two.
 * An answer's envelope holds an in-toto statement naming the answer by its seal (see {@code
 * io.legalagent.contracts.signing.AnswerSigning}).
 */
@JsonClassDescription("A DSSE envelope: a typed payload and signatures over its pre-authentication encoding.")
public record DsseEnvelope(
        @JsonPropertyDescription("The media type of the payload.") String payloadType,
        @JsonPropertyDescription("The payload, base64 (standard alphabet, padded).") String payload,
        @Size(min = 1) List<DsseSignature> signatures) {

    public DsseEnvelope {
        signatures = signatures == null ? List.of() : List.copyOf(signatures);
    }
}
