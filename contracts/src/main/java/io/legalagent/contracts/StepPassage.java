package io.legalagent.contracts;

/** A passage a step kept: its id, source, reranked score and the start of its text. */
public record StepPassage(String id, String source, double score, String preview) {}
