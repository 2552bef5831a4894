package io.legalagent.runtime;

import io.legalagent.contracts.NodeName;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each node's custody key from {@code legal.custody.key-dir}: node N signs with {@code N.key} and
 * {@code N.pub}. Several nodes in one process each get their own. Only key ids are logged.
 */
final class NodeKeys {
    private static final Logger log = LoggerFactory.getLogger(NodeKeys.class);
    static final String PRIVATE_SUFFIX = ".key";
    static final String PUBLIC_SUFFIX = ".pub";

    private NodeKeys() {}

    /**
     * The node's custodian: signing with its key, or unsigned when it has none and none is required.
     * The observer signs no hop.
     */
    static Custodian custodianOf(NodeName node, CustodySettings settings) {
        if (node == NodeName.OBSERVER) {
            return Custodian.UNSIGNED;
        }
        var privateKey = settings.keyDir().resolve(node.id() + PRIVATE_SUFFIX);
        var publicKey = settings.keyDir().resolve(node.id() + PUBLIC_SUFFIX);
        if (!Files.exists(privateKey)) {
            if (settings.required()) {
                throw new IllegalStateException("legal.custody.required is true, but " + node.id() + " has no key at "
                        + privateKey + " (legal.custody.key-dir)");
            }
            log.warn(
                    "{} has no custody key at {} (legal.custody.key-dir): its hops go UNSIGNED, and an observer"
                            + " that checks custody fails the runs they carry",
                    node.id(),
                    privateKey);
            return Custodian.UNSIGNED;
        }
        try {
            var key = KeyFiles.read(privateKey, publicKey);
            log.info("{} vouches for its hops with key {}", node.id(), key.keyId());
            return new Custodian(node, key);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + node.id() + "'s custody key: " + e.getMessage(), e);
        }
    }
}
