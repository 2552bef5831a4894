package io.legalagent.gateway;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.autoconfigure.AutoConfiguredOpenTelemetrySdk;
import java.util.Map;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The OpenTelemetry SDK, configured by the standard {@code OTEL_*} variables with the defaults the
 * nodes use: nothing is exported until {@code OTEL_TRACES_EXPORTER} says where, and OTLP goes as
 * http/protobuf (Jaeger's port 4318). The gateway's span of a question is the root of its trace.
 */
@Configuration(proxyBeanMethods = false)
class GatewayTracing {

    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean(OpenTelemetry.class)
    OpenTelemetrySdk openTelemetry(Environment environment) {
        String service = environment.getProperty("spring.application.name", "gateway");
        return AutoConfiguredOpenTelemetrySdk.builder()
                .addPropertiesSupplier(() -> Map.of(
                        "otel.service.name", service,
                        "otel.traces.exporter", "none",
                        "otel.exporter.otlp.protocol", "http/protobuf",
                        "otel.metrics.exporter", "none",
                        "otel.logs.exporter", "none"))
                .build()
                .getOpenTelemetrySdk();
    }
}
