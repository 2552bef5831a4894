package io.legalagent.contracts.route;

public enum McSelectorRoute {
    SELECTED
}
