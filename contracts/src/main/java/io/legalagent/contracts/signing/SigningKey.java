package io.legalagent.contracts.signing;

import java.security.PrivateKey;
import java.security.PublicKey;

/**
 * An Ed25519 key pair that signs answers, with its key id: the SHA-256 (hex) of the public key's
 * X.509 encoding, the id a DSSE signature names and a verifier matches against the key it trusts.
 */
public record SigningKey(PrivateKey privateKey, PublicKey publicKey) {

    public String keyId() {
        return AnswerKeys.keyId(publicKey);
    }

    @Override
    public String toString() {
        // Never the private key's bytes, whatever logs this.
        return "SigningKey[keyid=" + keyId() + "]";
    }
}
