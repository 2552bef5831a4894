package io.legalagent.gateway;

import io.opentelemetry.context.propagation.TextMapSetter;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.common.header.Headers;
import org.jspecify.annotations.Nullable;

/** Kafka record headers: W3C trace context written into them, and text read out of them. */
enum KafkaHeaders implements TextMapSetter<Headers> {
    INSTANCE;

    @Override
    public void set(@Nullable Headers headers, String key, String value) {
        if (headers != null) {
            headers.remove(key);
            headers.add(key, value.getBytes(StandardCharsets.UTF_8));
        }
    }

    @Nullable
    static String text(Headers headers, String key) {
        var header = headers.lastHeader(key);
        return header == null || header.value() == null ? null : new String(header.value(), StandardCharsets.UTF_8);
    }
}
