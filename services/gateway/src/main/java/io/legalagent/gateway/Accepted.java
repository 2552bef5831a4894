package io.legalagent.gateway;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;

/** The reply to an accepted question: its request id, its trace, and where to follow it. */
@Schema(
        name = "Accepted",
        requiredProperties = {"requestId", "links"})
record Accepted(
        String requestId,
        @Schema(
                        types = {"string", "null"},
                        description = "The question's trace; the gateway's span is its root")
                @Nullable
                String traceId,
        Links links) {

    static Accepted of(String requestId, @Nullable String traceId, @Nullable String trace) {
        return new Accepted(
                requestId,
                traceId,
                new Links(
                        "/api/questions/" + requestId + "/events",
                        "/api/answers/" + requestId,
                        "/api/answers/" + requestId + "/verification",
                        trace));
    }

    @Schema(
            name = "Links",
            requiredProperties = {"events", "answer", "verification"})
    record Links(
            String events,
            String answer,
            String verification,
            @Schema(description = "The trace in the tracing UI, when legal.tracing.ui-url is set")
                    @JsonInclude(JsonInclude.Include.NON_NULL)
                    @Nullable
                    String trace) {}
}
