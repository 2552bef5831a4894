package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;

/** A step as the replanner sees it: the question, the start of its answer, confidence and verdict. */
@JsonClassDescription("A judged step as the replanner sees it.")
public record StepSummary(
        @Min(1) int stepId,
        String question,
        @JsonPropertyDescription("The start of the step's answer.") String answer,
        double confidence,
        StepStatus status) {}
