package io.legalagent.ports;

/** A research step proposed by the plan skill, before it gets an id. */
public record PlannedStep(String phase, String question) {}
