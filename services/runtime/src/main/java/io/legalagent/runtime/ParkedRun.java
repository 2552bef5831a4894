package io.legalagent.runtime;

import org.apache.kafka.common.header.Headers;

/**
 * The latest record of one run on a parked topic: its value as written and the trace context of
 * the hop that wrote it (a resumption continues that trace).
 */
public record ParkedRun(String runId, byte[] value, Headers trace) {
    /** What this entry holds in memory, roughly: key, value and trace headers. */
    long bytes() {
        long headers = 0;
        for (var header : trace) {
            headers += header.key().length() + (header.value() == null ? 0 : header.value().length);
        }
        return runId.length() + (long) value.length + headers;
    }
}
