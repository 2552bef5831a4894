package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A cached research answer found in QA memory for the same earlier question: the run that made it,
 * how similar the two questions are, and the passages its citations point at, so that every
 * {@code [Query q][Source n]} of the cached research resolves in the new answer, and how well that
 * run's evidence held. Since entries are signed answers, a hit also names that answer ({@code
 * cachedFrom}), which the QA memory checked before handing it out.
 */
@JsonClassDescription("A cached research answer for the same earlier question.")
public record MemoryHit(
        String question,
        String answer,
        double similarity,
        @Nullable String sourceRunId,
        @JsonPropertyDescription("The passages the run that made the research kept, cited or not, as it numbered them.")
                List<Source> sources,
        @JsonPropertyDescription("How well the evidence of the run that made the research held; absent for an entry"
                        + " stored before it was recorded.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                EvidenceStrength evidence,
        @JsonPropertyDescription("The signed answer the entry held, checked before reuse: its run and signature"
                        + " digest; absent in hits from before entries were signed answers.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                CachedFrom cachedFrom) {

    public MemoryHit {
        sources = sources == null ? List.of() : List.copyOf(sources);
    }

    /** A hit that names no signed source. */
    public MemoryHit(
            String question,
            String answer,
            double similarity,
            @Nullable String sourceRunId,
            List<Source> sources,
            @Nullable EvidenceStrength evidence) {
        this(question, answer, similarity, sourceRunId, sources, evidence, null);
    }

    /** A hit whose strength of evidence was not recorded. */
    public MemoryHit(
            String question, String answer, double similarity, @Nullable String sourceRunId, List<Source> sources) {
        this(question, answer, similarity, sourceRunId, sources, null, null);
    }

    /** A hit whose research cites no passage. */
    public MemoryHit(String question, String answer, double similarity, @Nullable String sourceRunId) {
        this(question, answer, similarity, sourceRunId, List.of(), null, null);
    }
}
