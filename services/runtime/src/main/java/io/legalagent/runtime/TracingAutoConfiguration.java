package io.legalagent.runtime;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.autoconfigure.AutoConfiguredOpenTelemetrySdk;
import java.util.Map;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * The OpenTelemetry SDK, configured the standard way by {@code OTEL_*} environment variables and
 * {@code otel.*} system properties (SDK autoconfigure). Defaults: the service is named after the
 * application and nothing is exported until {@code OTEL_TRACES_EXPORTER} says where (otlp,
 * logging-otlp, console), so a laptop without a collector logs no export errors. OTLP goes as
 * http/protobuf (the SDK's own default is grpc, which Jaeger's port 4318 does not speak);
 * {@code OTEL_EXPORTER_OTLP_PROTOCOL} still overrides it.
 */
@AutoConfiguration(before = RuntimeAutoConfiguration.class)
public class TracingAutoConfiguration {

    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean(OpenTelemetry.class)
    io.opentelemetry.sdk.OpenTelemetrySdk openTelemetry(Environment environment) {
        return sdk(environment.getProperty("spring.application.name", "legal-agent"), Map.of());
    }

    /**
     * The SDK with our defaults under the OTEL_* environment; {@code overrides} (otel.* names) act as
     * that environment does. Public so that a test can start one node's tracing with the environment a
     * deployment file gives that node.
     */
    public static io.opentelemetry.sdk.OpenTelemetrySdk sdk(String service, Map<String, String> overrides) {
        return AutoConfiguredOpenTelemetrySdk.builder()
                .addPropertiesSupplier(() -> Map.of(
                        "otel.service.name", service,
                        "otel.traces.exporter", "none",
                        "otel.exporter.otlp.protocol", "http/protobuf",
                        "otel.metrics.exporter", "none",
                        "otel.logs.exporter", "none"))
                .addPropertiesCustomizer(config -> overrides)
                .build()
                .getOpenTelemetrySdk();
    }
}
