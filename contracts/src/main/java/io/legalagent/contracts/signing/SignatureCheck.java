package io.legalagent.contracts.signing;

/** What checking an answer's signature found: verified or not, and in words, why. */
public record SignatureCheck(boolean verified, String detail) {

    static SignatureCheck verified(String detail) {
        return new SignatureCheck(true, detail);
    }

    static SignatureCheck failed(String detail) {
        return new SignatureCheck(false, detail);
    }
}
