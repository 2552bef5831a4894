package io.legalagent.runtime;

import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the link from an answer to its trace, {@code legal.tracing.*}. Where spans go is the
 * OpenTelemetry SDK's own {@code OTEL_*} configuration; this only says where people look at them.
 *
 * @param uiUrl the tracing UI's base address, such as Jaeger's {@code http://localhost:16686}; when
 *     set, every answer carries {@code traceUrl}, the page of its run's trace ({@code /trace/<id>})
 */
@ConfigurationProperties("legal.tracing")
public record TracingSettings(@Nullable String uiUrl) {}
