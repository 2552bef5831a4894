package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.route.Topology;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import java.util.Optional;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.listener.MessageListener;

/**
 * Applies each decision record to its parked run, inside the container's Kafka transaction: the
 * view caught up first, then the resumed hop ({@link HopWriter}) and the resumed state put on the
 * parked topic in place of the parked one, or a refusal; the resumer's notices with either. An
 * unreadable decision goes to the dead-letter topic with the reason. Since the look-up sees every
 * committed resumption and the decision's offset commits with the writes, a decision resumes a run
 * at most once, and a second one finds the run already resumed.
 */
final class ResumeListener<R extends Enum<R>, D> implements MessageListener<String, byte[]> {
    private static final Logger log = LoggerFactory.getLogger(ResumeListener.class);

    private final Resumer<R, D> resumer;
    private final ParkedRuns view;
    private final EnvelopeCodec codec;
    private final RunPublisher publisher;
    private final HopTracer tracer;
    private final HopWriter writer;

    ResumeListener(
            Resumer<R, D> resumer,
            ParkedRuns view,
            EnvelopeCodec codec,
            RunPublisher publisher,
            HopTracer tracer,
            HopWriter writer) {
        this.resumer = resumer;
        this.view = view;
        this.codec = codec;
        this.publisher = publisher;
        this.tracer = tracer;
        this.writer = writer;
    }

    @Override
    public void onMessage(ConsumerRecord<String, byte[]> record) {
        var parked = record.key() == null ? Optional.<ParkedRun>empty() : view.latest(record.key());
        Span span = tracer.startResume(
                resumer.name(), record, parked.map(ParkedRun::trace).orElse(null));
        try (Scope ignored = span.makeCurrent();
                TraceLogContext logged = TraceLogContext.of(span)) {
            decide(record, parked.flatMap(this::stateOf), span);
        } catch (RuntimeException e) {
            HopTracer.failed(span, e);
            throw e;
        } finally {
            span.end();
        }
    }

    private void decide(ConsumerRecord<String, byte[]> record, Optional<AgentState> parked, Span span) {
        D decision;
        try {
            if (record.key() == null || record.value() == null) {
                throw new IllegalArgumentException("a decision needs a run id as key and a value");
            }
            decision = codec.decode(record.value(), resumer.decisionType());
        } catch (RuntimeException e) {
            String reason = "not a " + resumer.decisionType().getSimpleName() + ": " + e.getMessage();
            publisher.deadLetter(record, reason);
            parked.ifPresent(state -> resumer.unreadable(state, reason).forEach(publisher::notice));
            return;
        }
        var resumption = resumer.resume(parked, decision);
        resumption.transition().ifPresent(transition -> {
            String topic = Topology.topicOf(transition.route()).orElseThrow();
            var resumed =
                    writer.write(span, transition.state(), transition.route().name(), topic, 0);
            publisher.put(view.topic(), resumed);
        });
        resumption.notices().forEach(publisher::notice);
    }

    /** A parked record this version cannot read is as good as none: the decision is refused. */
    private Optional<AgentState> stateOf(ParkedRun run) {
        try {
            return Optional.of(codec.decodeState(run.value()));
        } catch (UnreadableRecord e) {
            log.warn("the parked record of run {} is unreadable: {}", run.runId(), e.getMessage());
            return Optional.empty();
        }
    }
}
