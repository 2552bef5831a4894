package io.legalagent.contracts;

/** A plan step is pending, executed (awaiting evaluation), then completed or failed. */
public enum StepStatus {
    PENDING,
    EXECUTED,
    COMPLETED,
    FAILED
}
