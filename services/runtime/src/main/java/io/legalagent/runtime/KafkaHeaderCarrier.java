package io.legalagent.runtime;

import io.opentelemetry.context.propagation.TextMapGetter;
import io.opentelemetry.context.propagation.TextMapSetter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import org.apache.kafka.common.header.Headers;

/** Reads and writes W3C trace context (traceparent, tracestate) in Kafka record headers. */
enum KafkaHeaderCarrier implements TextMapGetter<Headers>, TextMapSetter<Headers> {
    INSTANCE;

    @Override
    public Iterable<String> keys(Headers headers) {
        var keys = new LinkedHashSet<String>();
        headers.forEach(h -> keys.add(h.key()));
        return keys;
    }

    @Override
    public String get(Headers headers, String key) {
        if (headers == null) {
            return null;
        }
        var header = headers.lastHeader(key);
        return header == null || header.value() == null ? null : new String(header.value(), StandardCharsets.UTF_8);
    }

    @Override
    public void set(Headers headers, String key, String value) {
        if (headers != null) {
            headers.remove(key);
            headers.add(key, value.getBytes(StandardCharsets.UTF_8));
        }
    }
}
