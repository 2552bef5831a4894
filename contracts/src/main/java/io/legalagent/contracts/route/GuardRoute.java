package io.legalagent.contracts.route;

/** Guard decisions: a safe question goes on; an adversarial or invalid one ends at the observer. */
public enum GuardRoute {
    SAFE,
    REJECTED,
    INVALID
}
