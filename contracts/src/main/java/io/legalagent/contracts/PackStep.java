package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One executed step in a ResearchPack: what was searched (queries, and the ids left out because other
 * steps used them), what was kept in rank order, the coverage of the search (candidates found,
 * excluded), the recorded answer and the hash of the context window it was written from.
 */
@JsonClassDescription("One executed step: its search, kept passages, coverage, answer and context hash.")
public record PackStep(
        @Min(1) int id,
        @JsonPropertyDescription(
                        "What the step establishes, as the plan named it; absent in packs made before it was kept.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                String phase,
        String question,
        StepStatus status,
        @JsonPropertyDescription("Search queries, primary first.") List<String> queries,
        @JsonPropertyDescription("Passages other steps had used, left out of the search; sorted.")
                List<String> excludedIds,
        @JsonPropertyDescription("Kept passages in rank order.") List<PackPassage> passages,
        @JsonPropertyDescription("Distinct passages the pooled search found.") @Min(0) int candidates,
        @JsonPropertyDescription("Of those, how many were left out because other steps used them.") @Min(0)
                int excluded,
        double confidence,
        @JsonPropertyDescription("The recorded step answer.") String answer,
        @JsonPropertyDescription("SHA-256 of the context window the synthesis saw; null when none ran.")
                @Pattern(regexp = Patterns.SHA256)
                @Nullable
                String contextSha256) {
    public PackStep {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(status, "status");
        queries = queries == null ? List.of() : List.copyOf(queries);
        excludedIds = excludedIds == null ? List.of() : List.copyOf(excludedIds);
        passages = passages == null ? List.of() : List.copyOf(passages);
        answer = answer == null ? "" : answer;
        phase = phase == null || phase.isBlank() ? null : phase;
    }

    static PackStep of(PlanStep step) {
        var run = step.execution();
        return new PackStep(
                step.id(),
                step.phase(),
                step.question(),
                step.status(),
                run.queries(),
                run.excludedIds(),
                run.evidence().stream().map(PackPassage::of).toList(),
                run.candidates(),
                run.excluded(),
                run.confidence(),
                run.answer(),
                run.contextSha256());
    }
}
