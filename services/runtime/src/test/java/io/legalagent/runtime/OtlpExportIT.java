package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.sdk.autoconfigure.AutoConfiguredOpenTelemetrySdk;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Spans leave over OTLP/HTTP, configured only by the standard otel.* settings, with the service name. */
class OtlpExportIT {
    private final LinkedBlockingQueue<byte[]> received = new LinkedBlockingQueue<>();
    private HttpServer receiver;

    @BeforeEach
    void startReceiver() throws Exception {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/v1/traces", exchange -> {
            received.add(exchange.getRequestBody().readAllBytes());
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        receiver.start();
    }

    @AfterEach
    void stopReceiver() {
        receiver.stop(0);
    }

    @Test
    void aNodeVisitIsExportedWithItsServiceName() throws Exception {
        var endpoint = "http://127.0.0.1:" + receiver.getAddress().getPort();
        var sdk = AutoConfiguredOpenTelemetrySdk.builder()
                .addPropertiesSupplier(() -> Map.of(
                        "otel.service.name", "guard",
                        "otel.traces.exporter", "otlp",
                        "otel.metrics.exporter", "none",
                        "otel.logs.exporter", "none",
                        "otel.exporter.otlp.protocol", "http/protobuf",
                        "otel.exporter.otlp.endpoint", endpoint))
                .build()
                .getOpenTelemetrySdk();
        try (sdk) {
            var tracer = new HopTracer(sdk);
            var record = new ConsumerRecord<String, byte[]>(Topics.QUESTIONS, 0, 7L, "run-1", new byte[0]);
            tracer.start(NodeName.GUARD, record, "process").end();
            sdk.getSdkTracerProvider().forceFlush().join(10, TimeUnit.SECONDS);
        }

        var body = received.poll(10, TimeUnit.SECONDS);
        assertThat(body).as("an OTLP request reached the receiver").isNotNull();
        var request = ExportTraceServiceRequest.parseFrom(body);
        var resource = request.getResourceSpans(0).getResource();
        assertThat(resource.getAttributesList()).anySatisfy(a -> {
            assertThat(a.getKey()).isEqualTo("service.name");
            assertThat(a.getValue().getStringValue()).isEqualTo("guard");
        });
        var span = request.getResourceSpans(0).getScopeSpans(0).getSpans(0);
        assertThat(span.getName()).isEqualTo("guard process");
        assertThat(span.getAttributesList())
                .anySatisfy(a -> assertThat(a.getKey()).isEqualTo("messaging.destination.name"));
    }
}
