package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import org.jspecify.annotations.Nullable;

/** A passage cited in the answer as [Query q][Source n]. */
@JsonClassDescription("A passage cited in the answer as [Query q][Source n].")
public record Source(
        @Min(1) int query,
        @Min(1) int number,
        String id,
        String source,
        double score,
        @Pattern(regexp = Patterns.SHA256) String sha256,
        @JsonPropertyDescription(
                        "The passage's snippet: 80 characters either side of its best-matching query terms (rp-1.1), an ellipsis at each cut end.")
                String preview,
        @JsonPropertyDescription(
                        "The library document the passage comes from, with its pages; absent for corpus" + " passages.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                DocumentPlace document) {

    /** A corpus passage, which has no document. */
    public Source(int query, int number, String id, String source, double score, String sha256, String preview) {
        this(query, number, id, source, score, sha256, preview, null);
    }
}
