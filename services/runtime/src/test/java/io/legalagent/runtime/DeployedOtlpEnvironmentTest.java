package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import java.io.IOException;
import java.io.Reader;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The OTEL_* environment that docker-compose.yml and the k8s ConfigMap give the nodes, read from those
 * files, makes spans reach an OTLP/HTTP receiver (Jaeger's port 4318) as protobuf. Only the host is
 * pointed at the local receiver.
 */
class DeployedOtlpEnvironmentTest {
    private static final Path REPO = Path.of("../..");
    private final LinkedBlockingQueue<byte[]> received = new LinkedBlockingQueue<>();
    private HttpServer receiver;

    @BeforeEach
    void startReceiver() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/v1/traces", exchange -> {
            if ("POST".equals(exchange.getRequestMethod())) {
                received.add(exchange.getRequestBody().readAllBytes());
            }
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        receiver.start();
    }

    @AfterEach
    void stopReceiver() {
        receiver.stop(0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"compose", "k8s"})
    void spansReachAnOtlpHttpReceiverWithTheDeployedEnvironment(String deployment) throws Exception {
        var environment = "compose".equals(deployment) ? composeNodeEnvironment() : k8sCommonEnvironment();
        assertThat(environment).containsKey("OTEL_EXPORTER_OTLP_ENDPOINT");
        var properties = new HashMap<String, String>();
        environment.forEach((name, value) -> {
            if (name.startsWith("OTEL_")) {
                properties.put(name.toLowerCase(Locale.ROOT).replace('_', '.'), pointedAtReceiver(value));
            }
        });

        try (var sdk = TracingAutoConfiguration.sdk("guard", properties)) {
            var record = new ConsumerRecord<String, byte[]>(Topics.QUESTIONS, 0, 1L, "run-1", new byte[0]);
            new HopTracer(sdk).start(NodeName.GUARD, record, "process").end();
            sdk.getSdkTracerProvider().forceFlush().join(10, TimeUnit.SECONDS);
        }

        var body = received.poll(10, TimeUnit.SECONDS);
        assertThat(body).as("an OTLP/HTTP protobuf request reached /v1/traces").isNotNull();
        var span = ExportTraceServiceRequest.parseFrom(body)
                .getResourceSpans(0)
                .getScopeSpans(0)
                .getSpans(0);
        assertThat(span.getName()).isEqualTo("guard process");
    }

    private String pointedAtReceiver(String value) {
        return value.replace("jaeger:4318", "127.0.0.1:" + receiver.getAddress().getPort());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> composeNodeEnvironment() throws IOException {
        try (Reader in = Files.newBufferedReader(REPO.resolve("docker-compose.yml"))) {
            var options = new LoaderOptions();
            options.setMaxAliasesForCollections(1000);
            Map<String, Object> compose = new Yaml(options).load(in);
            var services = (Map<String, Map<String, Object>>) compose.get("services");
            var env = new HashMap<String, String>();
            ((Map<String, Object>) services.get("guard").get("environment"))
                    .forEach((k, v) -> env.put(k, String.valueOf(v)));
            return env;
        }
    }

    private static Map<String, String> k8sCommonEnvironment() throws IOException {
        var env = new HashMap<String, String>();
        for (String line : Files.readAllLines(REPO.resolve("k8s/base/config/common.env"))) {
            int eq = line.indexOf('=');
            if (!line.startsWith("#") && eq > 0) {
                env.put(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
            }
        }
        return env;
    }
}
