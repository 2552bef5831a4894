package io.legalagent.contracts.route;

/** A fresh plan goes to the executor; a QA-memory hit skips research. */
public enum PlannerRoute {
    PLANNED,
    CACHE_HIT
}
