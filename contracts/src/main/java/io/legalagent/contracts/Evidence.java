package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** One retrieved passage as the executor used it: id, text, source, similarity score, SHA-256 of text. */
@JsonClassDescription("One retrieved passage as the executor used it.")
public record Evidence(
        String id,
        String text,
        String source,
        @JsonPropertyDescription("Similarity score of the passage.") double score,
        @Pattern(regexp = Patterns.SHA256) String sha256,
        @JsonPropertyDescription("Where the passage sits in a library document; absent for corpus passages.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                DocumentPlace document) {
    public Evidence {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        source = source == null ? "" : source;
        Objects.requireNonNull(sha256, "sha256");
    }

    /** A corpus passage, which has no document. */
    public Evidence(String id, String text, String source, double score, String sha256) {
        this(id, text, source, score, sha256, null);
    }
}
