package io.legalagent.contracts.route;

public enum MemoryRoute {
    RECORDED
}
