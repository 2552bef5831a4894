package io.legalagent.contracts.route;

public enum ReplannerRoute {
    CONTINUE,
    COMPLETE
}
