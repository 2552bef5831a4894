package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.opentelemetry.sdk.trace.SdkTracerProvider;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

/** Inside a hop the MDC holds the span's ids; after it, nothing is left behind for the next record. */
class TraceLogContextTest {

    @Test
    void theHopSpansIdsAreInTheMdcOnlyWhileTheHopRuns() {
        try (var provider = SdkTracerProvider.builder().build()) {
            var span = provider.get("test").spanBuilder("guard process").startSpan();
            try (var logged = TraceLogContext.of(span)) {
                assertThat(MDC.get("trace_id")).isEqualTo(span.getSpanContext().getTraceId());
                assertThat(MDC.get("span_id")).isEqualTo(span.getSpanContext().getSpanId());
            }
            span.end();
            assertThat(MDC.get("trace_id")).isNull();
            assertThat(MDC.get("span_id")).isNull();
        }
    }
}
