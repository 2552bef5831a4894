package io.legalagent.retrieval.store;

import static io.opentelemetry.semconv.DbAttributes.DB_COLLECTION_NAME;
import static io.opentelemetry.semconv.DbAttributes.DB_OPERATION_NAME;
import static io.opentelemetry.semconv.DbAttributes.DB_SYSTEM_NAME;
import static io.opentelemetry.semconv.ErrorAttributes.ERROR_TYPE;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_REQUEST_METHOD;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_RESPONSE_STATUS_CODE;
import static io.opentelemetry.semconv.ServerAttributes.SERVER_ADDRESS;
import static io.opentelemetry.semconv.ServerAttributes.SERVER_PORT;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.semconv.incubating.DbIncubatingAttributes;
import java.net.URI;

/**
 * One client span per Chroma HTTP call ({@code chroma query}, {@code chroma upsert}, ...), a child of
 * whatever is current: the retrieval or QA-memory span inside a node visit. Attributes follow the
 * OpenTelemetry database and HTTP client conventions. An error status (4xx, 5xx) or a server that
 * did not answer marks the span as failed.
 */
final class TracedChromaTransport implements ChromaTransport {
    // db.system is the older name of db.system.name; trace viewers still read either.
    @SuppressWarnings("deprecation")
    private static final AttributeKey<String> DB_SYSTEM = DbIncubatingAttributes.DB_SYSTEM;

    private static final String CHROMA = "chroma";

    private final ChromaTransport delegate;
    private final Tracer tracer;
    private final String host;
    private final long port;

    TracedChromaTransport(ChromaTransport delegate, OpenTelemetry openTelemetry, URI server) {
        this.delegate = delegate;
        this.tracer = openTelemetry.getTracer("io.legalagent.retrieval");
        this.host = server.getHost();
        this.port = server.getPort() != -1 ? server.getPort() : "https".equalsIgnoreCase(server.getScheme()) ? 443 : 80;
    }

    @Override
    public Response send(Request request) {
        var builder = tracer.spanBuilder(CHROMA + " " + request.operation())
                .setSpanKind(SpanKind.CLIENT)
                .setAttribute(DB_SYSTEM, CHROMA)
                .setAttribute(DB_SYSTEM_NAME, CHROMA)
                .setAttribute(DB_OPERATION_NAME, request.operation())
                .setAttribute(HTTP_REQUEST_METHOD, request.method())
                .setAttribute(SERVER_PORT, port);
        if (host != null) {
            builder.setAttribute(SERVER_ADDRESS, host);
        }
        if (request.collection() != null) {
            builder.setAttribute(DB_COLLECTION_NAME, request.collection());
        }
        var span = builder.startSpan();
        try {
            var response = delegate.send(request);
            span.setAttribute(HTTP_RESPONSE_STATUS_CODE, (long) response.status());
            if (response.status() >= 400) {
                span.setAttribute(ERROR_TYPE, Integer.toString(response.status()));
                span.setStatus(StatusCode.ERROR, "HTTP " + response.status());
            }
            return response;
        } catch (RuntimeException e) {
            span.recordException(e);
            span.setAttribute(ERROR_TYPE, e.getClass().getName());
            span.setStatus(StatusCode.ERROR, String.valueOf(e.getMessage()));
            throw e;
        } finally {
            span.end();
        }
    }
}
