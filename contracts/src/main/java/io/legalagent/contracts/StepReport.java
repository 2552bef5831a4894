package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Min;
import java.util.List;
import java.util.Objects;

/**
 * One executed research step as the answer reports it, completed or failed: what it asked, the
 * queries it searched with (primary first), its confidence and the passages it kept, in rank order.
 * Unlike the cited sources it covers every executed step, so a reader can tell whether a passage was
 * found at all, not only whether it was cited.
 */
@JsonClassDescription(
        "One executed research step: its question, queries (primary first), confidence and the passages it kept in rank order.")
public record StepReport(
        @Min(1) int id,
        String question,
        StepStatus status,
        List<String> queries,
        double confidence,
        List<StepPassage> passages) {

    public StepReport {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(status, "status");
        queries = queries == null ? List.of() : List.copyOf(queries);
        passages = passages == null ? List.of() : List.copyOf(passages);
    }

    /** The report of an executed step. */
    static StepReport of(PlanStep step) {
        var execution = step.execution();
        var passages = execution.evidence().stream()
                .map(e -> new StepPassage(e.id(), e.source(), e.score(), Answer.preview(e.text(), execution.queries())))
                .toList();
        return new StepReport(
                step.id(), step.question(), step.status(), execution.queries(), execution.confidence(), passages);
    }

    public List<String> passageIds() {
        return passages.stream().map(StepPassage::id).toList();
    }
}
