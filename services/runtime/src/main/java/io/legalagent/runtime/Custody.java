package io.legalagent.runtime;

import io.legalagent.contracts.NodeName;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Optional;

/** What custody gives each node's listener: its custodian, and for the observer, the gate. */
record Custody(CustodySettings settings, MeterRegistry registry) {

    Custodian custodianOf(NodeName node) {
        return NodeKeys.custodianOf(node, settings).countingIn(new FailureMeters(registry, node));
    }

    /** The check before the observer answers; no other node checks. */
    Optional<CustodyGate> gateOf(NodeName node) {
        return node == NodeName.OBSERVER ? Optional.of(new CustodyGate(settings, registry)) : Optional.empty();
    }
}
