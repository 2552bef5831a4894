package io.legalagent.contracts;

/** A step as the replanner sees it: the question, the start of its answer, confidence and verdict. */
public record StepSummary(int stepId, String question, String answer, double confidence, StepStatus status) {}
