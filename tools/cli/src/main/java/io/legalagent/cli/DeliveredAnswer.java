package io.legalagent.cli;

/**
 * One committed record on {@code legal.answers}, as the chaos benchmark counts it.
 *
 * @param atMs the record's timestamp (when the observer wrote it), epoch milliseconds
 */
record DeliveredAnswer(String requestId, String runId, String status, long atMs, int partition, long offset) {}
