package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** One signature of a DSSE envelope. */
@JsonClassDescription("One signature of a DSSE envelope.")
public record DsseSignature(
        @JsonPropertyDescription("The signing key: SHA-256 (hex) of its public key's X.509 encoding.") String keyid,
        @JsonPropertyDescription("The Ed25519 signature over the envelope's PAE encoding, base64.") String sig) {}
