package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A passage a step kept, as the ResearchPack pins it: id, SHA-256 of its text, score, and where it
 * sits in a library document when it comes from one.
 */
@JsonClassDescription("A kept passage: id, SHA-256 of its text, score, and its place in a library document.")
public record PackPassage(
        String id,
        @Pattern(regexp = Patterns.SHA256) String sha256,
        double score,
        @JsonPropertyDescription("Where the passage sits in a library document; absent for corpus passages.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                DocumentPlace document) {
    public PackPassage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(sha256, "sha256");
    }

    /** A corpus passage, which has no document. */
    public PackPassage(String id, String sha256, double score) {
        this(id, sha256, score, null);
    }

    static PackPassage of(Evidence evidence) {
        return new PackPassage(evidence.id(), evidence.sha256(), evidence.score(), evidence.document());
    }
}
