package io.legalagent.cli;

import io.legalagent.cli.stack.NodeKeyFiles;
import io.legalagent.contracts.NodeName;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code node-keys KEY_DIR KEYRING}: each node's Ed25519 key pair, with which it vouches for its part
 * of a run, and the keyring of their public keys, for a deployment that mounts them (compose; the
 * Kubernetes Secrets and ConfigMap are made from their files).
 */
@Command(
        name = "node-keys",
        mixinStandardHelpOptions = true,
        description = {
            "Make each node's Ed25519 key pair unless it exists: KEY_DIR/<node>.key readable by its owner only (its"
                    + " folder too), KEY_DIR/<node>.pub by anyone; copy every public key into KEYRING as"
                    + " <node>.<first 16 of the key id>.pub (see docs/security.md, \"Node keys\").",
            "--rotate NODE replaces that node's pair; its old public key stays in KEYRING, so that runs signed"
                    + " before still verify. Prints each key id, never a private key."
        })
final class NodeKeysCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "KEY_DIR", description = "the folder of the nodes' key pairs")
    Path keyDir;

    @Parameters(index = "1", paramLabel = "KEYRING", description = "the folder of the public keys (old ones kept)")
    Path keyring;

    @Option(
            names = "--owner",
            paramLabel = "USER",
            description = "the user (name or uid) to own the private keys and their folders: the nodes', when they"
                    + " run as another user than this command")
    String owner;

    @Option(
            names = "--rotate",
            paramLabel = "NODE",
            description = "replace this node's key pair (one of: ${COMPLETION-CANDIDATES})",
            completionCandidates = NodeIds.class)
    String rotate;

    @Option(
            names = "--folder-per-node",
            description = "each node's pair in KEY_DIR/<node>/, a folder (a volume) only that node mounts")
    boolean folderPerNode;

    @Override
    public Integer call() throws Exception {
        var files = new NodeKeyFiles(keyDir, folderPerNode);
        if (rotate != null) {
            var key = files.rotate(node(rotate), keyring, owner);
            Io.out.println(
                    key.node().id() + " key " + key.keyId() + " (new; the old public key stays in " + keyring + ")");
            return ExitCodes.OK;
        }
        for (var key : files.ensure(keyring, owner)) {
            Io.out.println(key.node().id() + " key " + key.keyId() + (key.made() ? " (new)" : ""));
        }
        Io.out.println("public keys: " + keyring);
        return ExitCodes.OK;
    }

    private static NodeName node(String id) throws UsageException {
        return NodeKeyFiles.node(id)
                .orElseThrow(() -> new UsageException(
                        "--rotate " + id + " names no node; one of " + String.join(", ", new NodeIds())));
    }

    /** The nodes' names, for --rotate's help and completion. */
    static final class NodeIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            List<String> ids =
                    Arrays.stream(NodeName.values()).map(NodeName::id).toList();
            return ids.iterator();
        }
    }
}
