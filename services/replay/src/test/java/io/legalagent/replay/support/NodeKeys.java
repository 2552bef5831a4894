package io.legalagent.replay.support;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.custody.Attestations;
import io.legalagent.contracts.route.Route;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import io.legalagent.contracts.signing.SigningKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;

/**
 * Real Ed25519 keys for the nine nodes that make hops (the reviewer among them), and their hops signed as the runtime signs
 * them: after the node's work and its trail entry, each hop vouches for the parts of the state whose
 * digest no earlier hop vouched for, linked to the hop before.
 */
public final class NodeKeys {
    private final Map<NodeName, SigningKey> keys = new EnumMap<>(NodeName.class);

    public NodeKeys() {
        for (var node : NodeName.values()) {
            if (node != NodeName.OBSERVER) {
                keys.put(node, AnswerKeys.generate());
            }
        }
    }

    public SigningKey of(NodeName node) {
        return keys.get(node);
    }

    /** Gives {@code node} a new key, as a rotation does; the old one is no longer this node's. */
    public SigningKey rotate(NodeName node) {
        var key = AnswerKeys.generate();
        keys.put(node, key);
        return key;
    }

    /** Writes each node's public key into {@code dir}, as the launcher publishes them. */
    public Path writeKeyring(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (var entry : keys.entrySet()) {
            var key = entry.getValue();
            Files.writeString(
                    dir.resolve(NodeKeyring.fileName(entry.getKey(), key.keyId())),
                    AnswerKeys.publicPem(key.publicKey()));
        }
        return dir;
    }

    /**
     * {@code out}, the state {@code node} made from the state it read (whose custody it carries), sent
     * by {@code route}: its trail entry, then its attestation.
     */
    public AgentState hop(AgentState out, NodeName node, Route route) {
        String name = ((Enum<?>) route).name();
        String topic = route.topic().topicName();
        var next = out.afterHop(new Hop(node.id(), name, topic), 1, Instant.EPOCH);
        return Attestations.vouch(next, node, keys.get(node));
    }
}
