package io.legalagent.contracts.custody;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.route.Route;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import io.legalagent.contracts.signing.SigningKey;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * A run walked hop by hop as the runtime makes it: each node changes the state, records its
 * constants, takes its hop and signs what it added or changed with its own Ed25519 key.
 */
final class Walk {
    static final Instant NOW = Instant.parse("2025-03-14T09:21:07Z");
    private static final Map<NodeName, SigningKey> KEYS = new EnumMap<>(NodeName.class);

    static {
        for (var node : NodeName.values()) {
            KEYS.put(node, AnswerKeys.generate());
        }
    }

    private AgentState state;

    private Walk(AgentState state) {
        this.state = state;
    }

    static Walk of(String question) {
        return new Walk(AgentState.start("run-1", "request-1", Question.of(question), NOW));
    }

    static Walk of(AgentState state) {
        return new Walk(state);
    }

    static SigningKey key(NodeName node) {
        return KEYS.get(node);
    }

    /** Every node's public key, as the launcher's keyring holds them. */
    static NodeKeyring keyring() {
        var byKeyId = new TreeMap<String, NodeKeyring.NodeKey>();
        KEYS.forEach((node, key) -> byKeyId.put(key.keyId(), new NodeKeyring.NodeKey(node, key.publicKey())));
        return new NodeKeyring(byKeyId);
    }

    AgentState state() {
        return state;
    }

    /** The node's hop, signed with its own key. */
    Walk hop(NodeName node, Route route, UnaryOperator<AgentState> change) {
        return hop(node, route, change, key(node));
    }

    Walk hop(NodeName node, Route route, UnaryOperator<AgentState> change, SigningKey key) {
        var changed = change.apply(state);
        var next = changed.withLog(changed.research().log().withConstants(Map.of(node.id() + ".build", "1")))
                .afterHop(
                        new Hop(
                                node.id(),
                                ((Enum<?>) route).name(),
                                route.topic().topicName()),
                        1,
                        NOW);
        state = sign(next, node, key);
        return this;
    }

    /** What the runtime's custodian does after a hop. */
    static AgentState sign(AgentState next, NodeName node, SigningKey key) {
        return Attestations.vouch(next, node, key);
    }

    static StepExecution execution(String passageId, String text) {
        var evidence = new Evidence(passageId, text, "outline", 0.8, Sha256.hex(text));
        return new StepExecution(
                List.of("a query"), List.of(evidence), "Found [Source 1].", 0.8, 10, 1, List.of(), Sha256.hex(text));
    }

    static InjectionVerdict safe() {
        return new InjectionVerdict(true, "an ordinary legal question");
    }

    static ModelOutput output(NodeName node, String text) {
        return new ModelOutput(node.id(), "skill", 1, text, null, null);
    }
}
