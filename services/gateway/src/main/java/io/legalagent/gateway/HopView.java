package io.legalagent.gateway;

import io.legalagent.contracts.ProgressEvent;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Duration;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One hop as the event stream shows it: the progress event's facts and the time since the question
 * was asked (at this gateway; for a question asked elsewhere, since the run's first hop).
 */
@Schema(
        name = "Hop",
        description = "One hop of the run, as it committed",
        requiredProperties = {"requestId", "runId", "hop", "node", "route", "topic", "status", "elapsedMs", "at"})
record HopView(
        String requestId,
        String runId,
        int hop,
        String node,
        String route,
        String topic,
        @Schema(types = {"integer", "null"}) @Nullable Integer stepId,
        @Schema(types = {"number", "null"}) @Nullable Double confidence,
        String status,
        @Schema(description = "Since the question was accepted here (else since the first hop)") long elapsedMs,
        Instant at,
        @Schema(types = {"string", "null"}) @Nullable String traceId) {

    static HopView of(ProgressEvent event, Instant since) {
        return new HopView(
                event.requestId(),
                event.runId(),
                event.hop(),
                event.node(),
                event.route(),
                event.topic(),
                event.stepId(),
                event.confidence(),
                event.status().name(),
                Math.max(0, Duration.between(since, event.at()).toMillis()),
                event.at(),
                event.traceId());
    }
}
