package io.legalagent.contracts.route;

public enum ClassifierRoute {
    CLASSIFIED
}
