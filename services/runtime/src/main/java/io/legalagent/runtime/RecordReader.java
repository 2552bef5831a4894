package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.route.RuntimeRoute;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.apache.kafka.clients.consumer.ConsumerRecord;

/**
 * Turns an inbox record into a state. An intake node reads user input itself. For envelopes, an
 * unreadable record is copied to the dead-letter topic and its run is failed at the observer, so
 * the caller still gets an answer; nothing is left for the node to do then.
 */
final class RecordReader {
    private final Node<?> node;
    private final EnvelopeCodec codec;
    private final RunPublisher publisher;
    private final Clock clock;
    private final RequestLedger ledger;
    private final Custodian custodian;

    /** @param ledger the request ids of the inbox, for an intake node; null for the others */
    RecordReader(
            Node<?> node,
            EnvelopeCodec codec,
            RunPublisher publisher,
            Clock clock,
            RequestLedger ledger,
            Custodian custodian) {
        this.node = node;
        this.codec = codec;
        this.publisher = publisher;
        this.clock = clock;
        this.ledger = ledger;
        this.custodian = custodian;
    }

    Optional<AgentState> read(ConsumerRecord<String, byte[]> record) {
        if (node instanceof IntakeNode<?> intake) {
            return Optional.of(admit(intake, record));
        }
        try {
            return Optional.of(codec.decodeState(record.value()));
        } catch (UnreadableRecord e) {
            publisher.deadLetter(record, e.getMessage());
            var failed = RunFailures.unreadable(node.name(), record.key(), e.getMessage(), clock);
            var hop = new Hop(
                    node.name().id(),
                    RuntimeRoute.DEAD_LETTER.name(),
                    RuntimeRoute.DEAD_LETTER.topic().topicName());
            // The stand-in run starts here: the node vouches for it, on the dead-letter route alone.
            publisher.forward(custodian.vouch(failed.afterHop(hop, 0, clock.instant())));
            return Optional.empty();
        }
    }

    /**
     * The state of a record for failure reporting: its decoded state, or a stand-in when unreadable.
     * An intake record is admitted again, with its dead-letter copy and the claim of its request id
     * for the failed run: what the rolled-back attempts wrote went with their transactions.
     */
    AgentState stateForFailure(ConsumerRecord<String, byte[]> record) {
        if (node instanceof IntakeNode<?> intake) {
            return admit(intake, record);
        }
        try {
            return codec.decodeState(record.value());
        } catch (UnreadableRecord e) {
            return RunFailures.unreadable(node.name(), record.key(), e.getMessage(), clock);
        }
    }

    /** Runs the intake node on the raw record, then writes what it asked for: dead letter, claim. */
    private AgentState admit(IntakeNode<?> intake, ConsumerRecord<String, byte[]> record) {
        var admission = intake.admit(record.topic(), record.key(), record.value(), ledger.before(record));
        admission.deadLetterReason().ifPresent(reason -> publisher.deadLetter(record, reason));
        if (admission.claimsRequestId()) {
            publisher.claim(ledger.claim(record, admission.state(), clock.instant()));
        }
        // The record's timestamp is when its asker published it: where the run's latency starts for them.
        return record.timestamp() < 0
                ? admission.state()
                : admission.state().withPublishedAt(Instant.ofEpochMilli(record.timestamp()));
    }
}
