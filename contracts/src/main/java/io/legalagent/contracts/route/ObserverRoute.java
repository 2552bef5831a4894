package io.legalagent.contracts.route;

public enum ObserverRoute {
    FINAL
}
