package io.legalagent.contracts;

/** The guard's verdict on the input: safe to research, with the reasoning behind it. */
public record InjectionVerdict(boolean safe, String reasoning) {}
