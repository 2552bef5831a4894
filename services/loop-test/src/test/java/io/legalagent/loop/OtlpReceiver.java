package io.legalagent.loop;

import com.sun.net.httpserver.HttpServer;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.trace.v1.Span;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What Jaeger's or the collector's OTLP/HTTP port accepts: POST /v1/traces with a protobuf
 * ExportTraceServiceRequest. Anything else (gRPC, JSON) is answered 415 and counted as refused.
 */
final class OtlpReceiver implements AutoCloseable {
    /** One received span with the service (resource) that sent it. */
    record Received(String service, Map<String, String> resource, Span span) {
        String traceId() {
            return HexFormat.of().formatHex(span.getTraceId().toByteArray());
        }

        String spanId() {
            return HexFormat.of().formatHex(span.getSpanId().toByteArray());
        }

        String parentSpanId() {
            return HexFormat.of().formatHex(span.getParentSpanId().toByteArray());
        }

        String attribute(String key) {
            return OtlpReceiver.attributes(span.getAttributesList()).get(key);
        }
    }

    private final HttpServer server;
    private final List<Received> spans = new CopyOnWriteArrayList<>();
    private final List<String> refused = new CopyOnWriteArrayList<>();

    OtlpReceiver(String host, int port) throws IOException {
        server = HttpServer.create(new InetSocketAddress(host, port), 0);
        server.createContext("/", exchange -> {
            String type = exchange.getRequestHeaders().getFirst("Content-Type");
            byte[] body = exchange.getRequestBody().readAllBytes();
            if (!"POST".equals(exchange.getRequestMethod())
                    || !"/v1/traces".equals(exchange.getRequestURI().getPath())
                    || !"application/x-protobuf".equals(type)) {
                refused.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " " + type);
                exchange.sendResponseHeaders(415, -1);
            } else {
                accept(ExportTraceServiceRequest.parseFrom(body));
                exchange.sendResponseHeaders(200, -1);
            }
            exchange.close();
        });
        server.start();
    }

    private void accept(ExportTraceServiceRequest request) {
        for (var resourceSpans : request.getResourceSpansList()) {
            var resource = attributes(resourceSpans.getResource().getAttributesList());
            for (var scope : resourceSpans.getScopeSpansList()) {
                for (var span : scope.getSpansList()) {
                    spans.add(new Received(resource.get("service.name"), resource, span));
                }
            }
        }
    }

    List<Received> spans() {
        return List.copyOf(spans);
    }

    /** Requests that were not OTLP/HTTP protobuf. */
    List<String> refused() {
        return List.copyOf(refused);
    }

    void clear() {
        spans.clear();
        refused.clear();
    }

    static Map<String, String> attributes(List<KeyValue> attributes) {
        var map = new java.util.LinkedHashMap<String, String>();
        for (var kv : attributes) {
            var value = kv.getValue();
            map.put(
                    kv.getKey(),
                    switch (value.getValueCase()) {
                        case INT_VALUE -> String.valueOf(value.getIntValue());
                        case BOOL_VALUE -> String.valueOf(value.getBoolValue());
                        case DOUBLE_VALUE -> String.valueOf(value.getDoubleValue());
                        default -> value.getStringValue();
                    });
        }
        return map;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
