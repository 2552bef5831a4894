package io.legalagent.loop;

import io.legalagent.contracts.NodeName;
import io.legalagent.runtime.TracingAutoConfiguration;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.api.trace.TracerProvider;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import java.net.URI;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Nine nodes in one process traced as nine processes: each node's spans go through an SDK of its
 * own, built by the services' own {@link TracingAutoConfiguration#sdk} from that node's deployed
 * environment, so each carries its own {@code service.name} and resource. A span belongs to the node
 * whose listener thread starts it (the containers are named {@code node-<id>}).
 */
final class PerNodeTracing implements OpenTelemetry, AutoCloseable {
    private final Map<String, OpenTelemetrySdk> sdks = new ConcurrentHashMap<>();
    private final TracerProvider routing = new TracerProvider() {
        @Override
        public Tracer get(String scope) {
            return name -> current().getTracer(scope).spanBuilder(name);
        }

        @Override
        public Tracer get(String scope, String version) {
            return name -> current().getTracer(scope, version).spanBuilder(name);
        }
    };

    /**
     * From now on each node traces with the OTEL_* variables of {@code environments} (node id →
     * environment), the collector's host replaced by {@code receiverHost}, its port kept.
     */
    synchronized void use(Map<String, Map<String, String>> environments, String receiverHost) {
        close();
        environments.forEach((node, environment) -> {
            var properties = new HashMap<String, String>();
            environment.forEach((name, value) -> {
                if (name.startsWith("OTEL_")) {
                    // The SDK's own mapping of an environment variable to its property name.
                    properties.put(name.toLowerCase(Locale.ROOT).replace('_', '.'), value);
                }
            });
            properties.computeIfPresent("otel.exporter.otlp.endpoint", (k, v) -> onHost(v, receiverHost));
            properties.computeIfPresent("otel.exporter.otlp.traces.endpoint", (k, v) -> onHost(v, receiverHost));
            // Unset, a node is named by spring.application.name, which each node's main class sets to its id.
            sdks.put(node, TracingAutoConfiguration.sdk(node, properties));
        });
    }

    /** Sends every node's finished spans now. */
    void flush() {
        sdks.values().forEach(sdk -> sdk.getSdkTracerProvider().forceFlush().join(10, TimeUnit.SECONDS));
    }

    @Override
    public synchronized void close() {
        sdks.values().forEach(OpenTelemetrySdk::close);
        sdks.clear();
    }

    @Override
    public TracerProvider getTracerProvider() {
        return routing;
    }

    @Override
    public ContextPropagators getPropagators() {
        // The propagators are the same in every node's SDK (W3C trace context by default).
        return sdks.values().stream()
                .findAny()
                .map(OpenTelemetrySdk::getPropagators)
                .orElse(ContextPropagators.noop());
    }

    private OpenTelemetry current() {
        String thread = Thread.currentThread().getName();
        for (NodeName node : NodeName.values()) {
            if (thread.startsWith("node-" + node.id() + "-")) {
                var sdk = sdks.get(node.id());
                if (sdk != null) {
                    return sdk;
                }
            }
        }
        return OpenTelemetry.noop();
    }

    /** The same URL with another host, as when the collector is reached by another name. */
    static String onHost(String url, String host) {
        var uri = URI.create(url);
        return uri.getScheme() + "://" + host + ":" + uri.getPort()
                + (uri.getRawPath() == null ? "" : uri.getRawPath());
    }

    static int portOf(String url) {
        return URI.create(url).getPort();
    }
}
