package io.legalagent.gateway;

import java.net.URI;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code legal.tracing.ui-url} ({@code LEGAL_TRACING_UI_URL}, as {@code ./legal ask} reads it): the
 * base URL of the tracing UI (Jaeger), for links to a question's trace; unset, no link is given.
 */
@ConfigurationProperties("legal.tracing")
public record TracingUi(@Nullable URI uiUrl) {

    /** The trace's page in Jaeger, or null when no UI is configured or the trace is unknown. */
    @Nullable
    String linkTo(@Nullable String traceId) {
        if (uiUrl == null || traceId == null) {
            return null;
        }
        var base = uiUrl.toString();
        return (base.endsWith("/") ? base : base + "/") + "trace/" + traceId;
    }
}
