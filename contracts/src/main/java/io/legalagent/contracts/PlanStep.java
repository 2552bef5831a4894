package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Min;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** One research step. Ids are integers, unique within a run, in creation order. */
@JsonClassDescription("One research step; ids are unique within a run, in creation order.")
public record PlanStep(
        @Min(1) int id, String phase, String question, StepStatus status, @Nullable StepExecution execution) {
    public PlanStep {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(status, "status");
        phase = phase == null ? "" : phase;
    }

    public static PlanStep pending(int id, String phase, String question) {
        return new PlanStep(id, phase, question, StepStatus.PENDING, null);
    }

    public PlanStep executed(StepExecution result) {
        return new PlanStep(id, phase, question, StepStatus.EXECUTED, result);
    }

    public PlanStep judged(StepStatus verdict) {
        return new PlanStep(id, phase, question, verdict, execution);
    }

    public double confidence() {
        return execution == null ? 0.0 : execution.confidence();
    }
}
