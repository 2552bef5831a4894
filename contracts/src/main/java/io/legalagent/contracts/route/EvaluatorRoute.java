package io.legalagent.contracts.route;

public enum EvaluatorRoute {
    NEXT_STEP,
    REPLAN,
    FINISH
}
