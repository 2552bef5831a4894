package io.legalagent.contracts;

/** A passage cited in the answer as [Query q][Source n]. */
public record Source(int query, int number, String id, String source, double score, String sha256, String preview) {}
