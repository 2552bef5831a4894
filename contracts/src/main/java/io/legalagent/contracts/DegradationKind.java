package io.legalagent.contracts;

/** Why a run was answered with less research than the loop would otherwise have done. */
public enum DegradationKind {
    /** The model stayed unavailable after every retry; the run finished with the steps it had completed. */
    MODEL_UNAVAILABLE
}
