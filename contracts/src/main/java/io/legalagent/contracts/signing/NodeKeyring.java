package io.legalagent.contracts.signing;

import io.legalagent.contracts.NodeName;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The nodes' public keys, by key id: the keys a run's attestations are checked against. A keyring is
 * a directory of PEM files named {@code <node>.<label>.pub} (the label tells rotations apart: the
 * launcher uses the key id's first 16 characters); the node is named by the file, never by the
 * key, so a key is trusted for the one node whose file holds it. Old keys stay, so that answers
 * signed before a rotation still verify.
 */
public final class NodeKeyring {
    public static final String SUFFIX = ".pub";

    private final SortedMap<String, NodeKey> byKeyId;

    public NodeKeyring(Map<String, NodeKey> byKeyId) {
        this.byKeyId = Collections.unmodifiableSortedMap(new TreeMap<>(byKeyId));
    }

    /** A node's public key, as the keyring trusts it. */
    public record NodeKey(NodeName node, PublicKey key) {
        public String keyId() {
            return AnswerKeys.keyId(key);
        }
    }

    public static NodeKeyring empty() {
        return new NodeKeyring(Map.of());
    }

    /** Every {@code <node>.<label>.pub} in {@code dir}; an absent directory is an empty keyring. */
    public static NodeKeyring read(Path dir) throws IOException {
        var keys = new TreeMap<String, NodeKey>();
        if (!Files.isDirectory(dir)) {
            return new NodeKeyring(keys);
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(SUFFIX) && !name.startsWith(".")) {
                    var key = new NodeKey(nodeOf(name, file), AnswerKeys.readPublic(file));
                    var earlier = keys.put(key.keyId(), key);
                    if (earlier != null && earlier.node() != key.node()) {
                        throw new IOException(file + " holds a key the keyring already has for "
                                + earlier.node().id());
                    }
                }
            }
        }
        return new NodeKeyring(keys);
    }

    /** The file name a node's key goes under in a keyring. */
    public static String fileName(NodeName node, String keyId) {
        return node.id() + "." + keyId.substring(0, 16) + SUFFIX;
    }

    public Optional<NodeKey> byKeyId(String keyId) {
        return Optional.ofNullable(byKeyId.get(keyId));
    }

    /** Every key, by key id. */
    public SortedMap<String, NodeKey> keys() {
        return byKeyId;
    }

    public boolean isEmpty() {
        return byKeyId.isEmpty();
    }

    private static NodeName nodeOf(String fileName, Path file) throws IOException {
        String id = fileName.substring(0, fileName.indexOf('.'));
        return Arrays.stream(NodeName.values())
                .filter(n -> n.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new IOException(file + " is named for no node: name it <node>.<label>" + SUFFIX));
    }
}
