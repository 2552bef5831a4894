package io.legalagent.runtime;

import static io.opentelemetry.api.common.AttributeKey.longKey;
import static io.opentelemetry.api.common.AttributeKey.stringKey;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.support.KafkaUtils;

/**
 * A hop's span carries the messaging conventions' attributes of a consumer processing one record.
 * Names are spelt out, not taken from the code, since they are what a trace query depends on.
 */
class HopTracerTest {
    private final InMemorySpanExporter spans = InMemorySpanExporter.create();
    private final OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(spans))
                    .build())
            .build();

    @AfterEach
    void close() {
        KafkaUtils.clearConsumerGroupId();
        sdk.close();
    }

    @Test
    void aHopSpanNamesTheOperationGroupPartitionAndKey() {
        // What the listener container sets on its consumer thread before calling the node.
        KafkaUtils.setConsumerGroupId("legal-planner");
        var record = new ConsumerRecord<String, byte[]>(Topics.PLANNER, 3, 42L, "run-9", new byte[0]);

        new HopTracer(sdk).start(NodeName.PLANNER, record, "process").end();

        assertThat(spans.getFinishedSpanItems()).singleElement().satisfies(span -> assertThat(span)
                .hasName("planner process")
                .hasKind(SpanKind.CONSUMER)
                .hasAttributesSatisfying(
                        equalTo(stringKey("messaging.system"), "kafka"),
                        equalTo(stringKey("messaging.operation.type"), "process"),
                        equalTo(stringKey("messaging.operation.name"), "process"),
                        equalTo(stringKey("messaging.destination.name"), Topics.PLANNER),
                        equalTo(stringKey("messaging.destination.partition.id"), "3"),
                        equalTo(stringKey("messaging.consumer.group.name"), "legal-planner"),
                        equalTo(stringKey("messaging.kafka.message.key"), "run-9"),
                        equalTo(longKey("messaging.kafka.offset"), 42L),
                        equalTo(stringKey("legal.node"), "planner")));
    }

    @Test
    void aRecordWithoutKeyOrGroupLeavesThoseOut() {
        var record = new ConsumerRecord<String, byte[]>(Topics.QUESTIONS, 0, 1L, null, new byte[0]);

        new HopTracer(sdk).start(NodeName.GUARD, record, "process").end();

        var attributes = spans.getFinishedSpanItems().get(0).getAttributes();
        org.assertj.core.api.Assertions.assertThat(attributes.get(stringKey("messaging.kafka.message.key")))
                .isNull();
        org.assertj.core.api.Assertions.assertThat(attributes.get(stringKey("messaging.consumer.group.name")))
                .isNull();
    }
}
