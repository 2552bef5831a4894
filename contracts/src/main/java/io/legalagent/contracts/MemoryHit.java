package io.legalagent.contracts;

/** A cached research answer found in QA memory for a similar earlier question. */
public record MemoryHit(String question, String answer, double similarity, String sourceRunId) {}
