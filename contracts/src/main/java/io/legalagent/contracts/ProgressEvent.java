package io.legalagent.contracts;

import java.time.Instant;

/**
 * One small event per hop on {@code legal.progress}, for callers that stream progress: which node
 * ran, the route it took, the step it worked on and that step's confidence, if any.
 */
public record ProgressEvent(
        int schemaVersion,
        String runId,
        String requestId,
        String node,
        String route,
        String topic,
        Integer stepId,
        Double confidence,
        int hop,
        RunStatus status,
        String traceId,
        Instant at) {}
