package io.legalagent.contracts;

/** Where a run stands; all but the first are final. */
public enum RunStatus {
    IN_PROGRESS,
    ANSWERED,
    REJECTED,
    FAILED,
    /** A reviewer rejected the plan or the answer (or its review timed out and the settings reject). */
    DECLINED
}
