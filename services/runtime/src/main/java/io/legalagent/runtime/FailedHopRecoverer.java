package io.legalagent.runtime;

import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import java.time.Clock;
import java.util.function.BiConsumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Called once a node has failed a record for good (retries used up, or a non-transient error). The
 * run is not dropped: it goes to the observer as FAILED with the reason. If the observer itself
 * failed, the FAILED answer is written straight to {@code legal.answers}. Runs in the transaction
 * that also commits the record's offset.
 */
final class FailedHopRecoverer implements BiConsumer<ConsumerRecord<?, ?>, Exception> {
    private static final Logger log = LoggerFactory.getLogger(FailedHopRecoverer.class);

    private final NodeName node;
    private final RecordReader reader;
    private final RunPublisher publisher;
    private final HopTracer tracer;
    private final Clock clock;

    FailedHopRecoverer(NodeName node, RecordReader reader, RunPublisher publisher, HopTracer tracer, Clock clock) {
        this.node = node;
        this.reader = reader;
        this.publisher = publisher;
        this.tracer = tracer;
        this.clock = clock;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void accept(ConsumerRecord<?, ?> record, Exception error) {
        var kafkaRecord = (ConsumerRecord<String, byte[]>) record;
        Span span = tracer.start(node, kafkaRecord, "give up");
        try (Scope ignored = span.makeCurrent()) {
            HopTracer.failed(span, error);
            var state = reader.stateForFailure(kafkaRecord);
            log.warn("{} gave up on run {}: {}", node.id(), state.runId(), error.toString());
            var failed = RunFailures.nodeFailed(node, state, error);
            String topic = node == NodeName.OBSERVER ? Topics.ANSWERS : RuntimeRoute.NODE_FAILED.topic();
            var hop = new Hop(node.id(), RuntimeRoute.NODE_FAILED.name(), topic);
            var next = failed.afterHop(hop, 0, clock.instant());
            HopTracer.describe(span, hop, next);
            publisher.forward(next);
        } finally {
            span.end();
        }
    }
}
