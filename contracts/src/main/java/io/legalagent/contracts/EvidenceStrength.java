package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * How well the evidence behind an answer holds, by the evaluator's verdicts on its executed steps:
 * every step completed, some completed and some failed, or none completed. The run is answered
 * whatever the value; this says how much weight the answer can bear.
 */
public enum EvidenceStrength {
    @JsonProperty("sufficient")
    SUFFICIENT,
    @JsonProperty("partial")
    PARTIAL,
    @JsonProperty("insufficient")
    INSUFFICIENT;

    /** The strength of a run's own research; a run that executed no step found nothing. */
    public static EvidenceStrength of(Research research) {
        long completed = research.count(StepStatus.COMPLETED);
        if (completed == 0) {
            return INSUFFICIENT;
        }
        return research.count(StepStatus.FAILED) == 0 ? SUFFICIENT : PARTIAL;
    }

    /**
     * The strength an answer reports: none for a run that was not answered; for research from QA
     * memory, what the run that made it had (none when the entry predates the field); else the run's own.
     */
    public static @Nullable EvidenceStrength reported(AgentState state) {
        if (state.status() != RunStatus.ANSWERED) {
            return null;
        }
        var hit = state.research().memoryHit();
        return hit == null ? of(state.research()) : hit.evidence();
    }

    /** The lower-case name the messages use. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
