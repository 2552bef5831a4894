package io.legalagent.contracts;

/** Where a run stands; the last three are final. */
public enum RunStatus {
    IN_PROGRESS,
    ANSWERED,
    REJECTED,
    FAILED
}
