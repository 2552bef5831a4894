package io.legalagent.contracts;

import java.util.Objects;

/** One retrieved passage as the executor used it: id, text, source, similarity score, SHA-256 of text. */
public record Evidence(String id, String text, String source, double score, String sha256) {
    public Evidence {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        source = source == null ? "" : source;
        Objects.requireNonNull(sha256, "sha256");
    }
}
