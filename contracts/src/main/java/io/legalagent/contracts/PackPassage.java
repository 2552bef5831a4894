package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;

/** A passage a step kept, as the ResearchPack pins it: id, SHA-256 of its text, score. */
@JsonClassDescription("A kept passage: id, SHA-256 of its text, score.")
public record PackPassage(String id, @Pattern(regexp = Patterns.SHA256) String sha256, double score) {
    public PackPassage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(sha256, "sha256");
    }

    static PackPassage of(Evidence evidence) {
        return new PackPassage(evidence.id(), evidence.sha256(), evidence.score());
    }
}
