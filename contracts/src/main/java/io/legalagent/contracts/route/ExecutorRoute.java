package io.legalagent.contracts.route;

public enum ExecutorRoute {
    EXECUTED
}
