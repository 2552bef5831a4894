package io.legalagent.contracts;

import java.util.Objects;

/** A passage a step kept, as the ResearchPack pins it: id, SHA-256 of its text, score. */
public record PackPassage(String id, String sha256, double score) {
    public PackPassage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(sha256, "sha256");
    }

    static PackPassage of(Evidence evidence) {
        return new PackPassage(evidence.id(), evidence.sha256(), evidence.score());
    }
}
