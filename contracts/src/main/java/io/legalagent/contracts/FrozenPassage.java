package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One passage of a frozen context as its pack holds it: id, source, the SHA-256 of the passage's full
 * text in the corpus, the pack's score, and the text as the context window is to see it (trimmed
 * head-tail by the pack's constants when longer than their bound, so it may not hash to {@code sha256}),
 * and its place in a library document when it comes from one, so that answers from the pack cite it.
 */
@JsonClassDescription("A passage of a frozen context: id, source, SHA-256 of its full text, score, text.")
public record FrozenPassage(
        String id,
        String source,
        @JsonPropertyDescription("SHA-256 of the passage's full text in the corpus.") @Pattern(regexp = Patterns.SHA256)
                String sha256,
        @JsonPropertyDescription("The pack's score of the passage.") double score,
        @JsonPropertyDescription("The text the context window sees.") String text,
        @JsonPropertyDescription("Where the passage sits in a library document; absent for corpus passages.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                DocumentPlace document) {
    public FrozenPassage {
        Objects.requireNonNull(id, "id");
        source = source == null ? "" : source;
        Objects.requireNonNull(sha256, "sha256");
        Objects.requireNonNull(text, "text");
    }

    /** A corpus passage, which has no document. */
    public FrozenPassage(String id, String source, String sha256, double score, String text) {
        this(id, source, sha256, score, text, null);
    }

    Evidence evidence() {
        return new Evidence(id, text, source, score, sha256, document);
    }
}
