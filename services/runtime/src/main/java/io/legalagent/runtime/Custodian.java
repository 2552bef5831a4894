package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.custody.Attestations;
import io.legalagent.contracts.signing.SigningKey;
import org.jspecify.annotations.Nullable;

/**
 * Signs a node's hops: every state the runtime forwards on a node's behalf leaves with the node's
 * attestation of the parts it added or changed, linked to the attestation before. The one place a
 * hop is vouched for; the nodes themselves never see keys. The observer's hop is not attested: its
 * word is the answer's signature.
 */
final class Custodian {
    /** Forwards states as they are: the observer's, or a node without a key where none is required. */
    static final Custodian UNSIGNED = new Custodian(null, null, null);

    private final @Nullable NodeName node;
    private final @Nullable SigningKey key;
    private final @Nullable FailureMeters failures;

    Custodian(@Nullable NodeName node, @Nullable SigningKey key) {
        this(node, key, null);
    }

    private Custodian(@Nullable NodeName node, @Nullable SigningKey key, @Nullable FailureMeters failures) {
        this.node = node;
        this.key = key;
        this.failures = failures;
    }

    /** This custodian, counting the hops it fails to sign in {@code failures} (registered at 0). */
    Custodian countingIn(FailureMeters failures) {
        if (key == null || node == null) {
            return this;
        }
        return new Custodian(node, key, failures.signing(FailureMeters.Signing.HOP));
    }

    /** The state after its hop, with this node's attestation of that hop at the end of its custody. */
    AgentState vouch(AgentState next) {
        if (key == null || node == null) {
            return next;
        }
        try {
            return Attestations.vouch(next, node, key);
        } catch (RuntimeException e) {
            if (failures != null) {
                failures.signingFailed(FailureMeters.Signing.HOP);
            }
            throw e;
        }
    }
}
