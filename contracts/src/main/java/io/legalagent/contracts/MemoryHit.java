package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A cached research answer found in QA memory for the same earlier question: the run that made it,
 * how similar the two questions are, and the passages its citations point at, so that every
 * {@code [Query q][Source n]} of the cached research resolves in the new answer.
 */
@JsonClassDescription("A cached research answer for the same earlier question.")
public record MemoryHit(
        String question,
        String answer,
        double similarity,
        @Nullable String sourceRunId,
        @JsonPropertyDescription("The passages the cached research cites, as the run that made it listed them.")
                List<Source> sources) {

    public MemoryHit {
        sources = sources == null ? List.of() : List.copyOf(sources);
    }

    /** A hit whose research cites no passage. */
    public MemoryHit(String question, String answer, double similarity, @Nullable String sourceRunId) {
        this(question, answer, similarity, sourceRunId, List.of());
    }
}
