package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.custody.CustodyCheck;
import io.legalagent.contracts.custody.CustodyVerdict;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The observer's check of a run's chain of custody before it answers. A broken chain is copied to
 * the dead-letter topic with the reason, counted ({@code legal.custody.broken}, by the node named),
 * and the run goes on FAILED naming the broken link, so its caller gets an answer but never an
 * ANSWERED one. A state the observer cannot check loses its attestations, so that no answer shows
 * a custody nobody checked.
 */
final class CustodyGate {
    private static final Logger log = LoggerFactory.getLogger(CustodyGate.class);
    static final String BROKEN_METRIC = "legal.custody.broken";

    private final CustodySettings settings;
    private final MeterRegistry registry;
    private final ReloadingKeyring keyring;

    CustodyGate(CustodySettings settings, MeterRegistry registry) {
        this.settings = settings;
        this.registry = registry;
        this.keyring = new ReloadingKeyring(settings.keyring());
        var keys = keyring.current();
        if (keys.isEmpty()) {
            if (settings.required()) {
                throw new IllegalStateException("legal.custody.required is true, but the keyring " + settings.keyring()
                        + " holds no node key (legal.custody.keyring)");
            }
            log.warn(
                    "the custody keyring {} holds no key: runs are answered UNCHECKED until it does",
                    settings.keyring());
        } else {
            log.info(
                    "custody is checked against {} node keys in {}", keys.keys().size(), settings.keyring());
        }
    }

    /** The state the observer may work on: checked, failed for a broken chain, or stripped unchecked. */
    AgentState admit(ConsumerRecord<String, byte[]> record, AgentState state, RunPublisher publisher) {
        var keys = keyring.covering(state.custody());
        if (keys.isEmpty() && !settings.required()) {
            return state.withoutCustody();
        }
        var verdict = CustodyCheck.of(state, keys);
        if (verdict.intact()) {
            return state;
        }
        return refuse(record, state, verdict, publisher);
    }

    private AgentState refuse(
            ConsumerRecord<String, byte[]> record, AgentState state, CustodyVerdict verdict, RunPublisher publisher) {
        String reason = verdict.describe();
        log.warn("run {}: {}", state.runId(), reason);
        publisher.deadLetter(record, reason);
        Counter.builder(BROKEN_METRIC)
                .description("States whose chain of custody the observer found broken")
                .tag("node", verdict.node() == null ? "none" : verdict.node())
                .register(registry)
                .increment();
        return state.withError(RunStatus.FAILED, new RunError(ErrorKind.BROKEN_CUSTODY, NodeName.OBSERVER.id(), reason))
                .withoutCustody();
    }
}
