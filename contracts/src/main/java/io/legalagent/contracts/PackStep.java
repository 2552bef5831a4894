package io.legalagent.contracts;

import java.util.List;
import java.util.Objects;

/**
 * One executed step in a ResearchPack: what was searched (queries, and the ids left out because other
 * steps used them), what was kept in rank order, the coverage of the search (candidates found,
 * excluded), the recorded answer and the hash of the context window it was written from.
 */
public record PackStep(
        int id,
        String question,
        StepStatus status,
        List<String> queries,
        List<String> excludedIds,
        List<PackPassage> passages,
        int candidates,
        int excluded,
        double confidence,
        String answer,
        String contextSha256) {
    public PackStep {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(status, "status");
        queries = queries == null ? List.of() : List.copyOf(queries);
        excludedIds = excludedIds == null ? List.of() : List.copyOf(excludedIds);
        passages = passages == null ? List.of() : List.copyOf(passages);
        answer = answer == null ? "" : answer;
    }

    static PackStep of(PlanStep step) {
        var run = step.execution();
        return new PackStep(
                step.id(),
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
