package io.legalagent.cli.stack;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The ten nodes' Ed25519 key pairs, each made as the answer-signing pair is ({@link SigningKeyFiles}):
 * {@code <node>.key} readable by its owner only, {@code <node>.pub} by anyone. Every public key is
 * copied into a keyring ({@link NodeKeyring#fileName}), and a replaced key's public half stays there,
 * so that attestations signed before a rotation still verify.
 *
 * @param keyDir where the pairs are
 * @param folders true: each node's pair in a folder of its own, {@code <keyDir>/<node>/} (one volume
 *     per node, which that node alone mounts); false: all pairs directly in {@code keyDir}
 */
public record NodeKeyFiles(Path keyDir, boolean folders) {

    /** A node's key as it is after a run: its id, and whether this run made it. */
    public record NodeKey(NodeName node, String keyId, boolean made) {}

    /** The local stack's, all in {@code .legal/custody/keys}, published in {@code .legal/custody/keyring}. */
    static StackKeys ofStack(StackConfig config) {
        return new StackKeys(new NodeKeyFiles(config.nodeKeyDir(), false), config);
    }

    /** The node of that name, if it is one. */
    public static java.util.Optional<NodeName> node(String id) {
        return java.util.Arrays.stream(NodeName.values())
                .filter(node -> node.id().equals(id))
                .findFirst();
    }

    /** The local stack's keys, made as its services start; a failure stops the start, naming the folder. */
    record StackKeys(NodeKeyFiles files, StackConfig config) {
        List<NodeKey> ensureAll() {
            var keys = new ArrayList<NodeKey>();
            for (NodeName node : NodeName.values()) {
                keys.add(ensure(node));
            }
            return keys;
        }

        NodeKey ensure(NodeName node) {
            try {
                return files.ensure(node, config.nodeKeyring(), null);
            } catch (IOException e) {
                throw new StackException("cannot make " + node.id() + "'s key under " + config.rel(config.custodyDir())
                        + ": " + e.getMessage());
            }
        }
    }

    public Path privateKey(NodeName node) {
        return folderOf(node).resolve(node.id() + ".key");
    }

    public Path publicKey(NodeName node) {
        return folderOf(node).resolve(node.id() + ".pub");
    }

    /** Makes each node's pair unless its private key exists, and publishes every public key in {@code keyring}. */
    public List<NodeKey> ensure(Path keyring, @Nullable String owner) throws IOException {
        var keys = new ArrayList<NodeKey>();
        for (NodeName node : NodeName.values()) {
            keys.add(ensure(node, keyring, owner));
        }
        return keys;
    }

    /** Makes one node's pair unless its private key exists, and publishes its public key in {@code keyring}. */
    public NodeKey ensure(NodeName node, Path keyring, @Nullable String owner) throws IOException {
        boolean existed = Files.exists(privateKey(node));
        String keyId = SigningKeyFiles.ensure(privateKey(node), publicKey(node), owner);
        publish(node, keyId, keyring);
        return new NodeKey(node, keyId, !existed);
    }

    /**
     * Replaces one node's pair with a new one. The old public key stays in {@code keyring} (published
     * first, should it be missing), the new one joins it.
     */
    public NodeKey rotate(NodeName node, Path keyring, @Nullable String owner) throws IOException {
        if (Files.exists(publicKey(node))) {
            var old = AnswerKeys.readPublic(publicKey(node));
            publish(node, AnswerKeys.keyId(old), keyring);
        }
        Files.deleteIfExists(privateKey(node));
        Files.deleteIfExists(publicKey(node));
        String keyId = SigningKeyFiles.ensure(privateKey(node), publicKey(node), owner);
        publish(node, keyId, keyring);
        return new NodeKey(node, keyId, true);
    }

    private Path folderOf(NodeName node) {
        return folders ? keyDir.resolve(node.id()) : keyDir;
    }

    private void publish(NodeName node, String keyId, Path keyring) throws IOException {
        Files.createDirectories(keyring);
        var target = keyring.resolve(NodeKeyring.fileName(node, keyId));
        if (Files.exists(target)) {
            return;
        }
        // Written under another name and moved into place: a reader never sees half a key.
        var partial = keyring.resolve("." + target.getFileName() + ".partial");
        Files.copy(publicKey(node), partial, StandardCopyOption.REPLACE_EXISTING);
        Files.setPosixFilePermissions(partial, PosixFilePermissions.fromString("rw-r--r--"));
        Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
    }
}
