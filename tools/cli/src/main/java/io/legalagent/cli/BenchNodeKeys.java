package io.legalagent.cli;

import io.legalagent.cli.stack.SigningKeyFiles;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.signing.NodeKeyring;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The node keys {@code bench hops} signs with when it measures custody, in the benchmark's own
 * folder: each node's pair as the services read it ({@code keys/<node>.key}, owner-only, and {@code
 * .pub}), and the public keys in a keyring for the observer. Made once, kept between runs. A pass with
 * custody off points the services at a folder that holds no key and an empty keyring, so no hop is
 * signed and no chain is checked, whatever the launcher made for {@code ./legal up}.
 */
final class BenchNodeKeys {
    private final Path keys;
    private final Path keyring;
    private final Path none;

    BenchNodeKeys(Path benchDir) {
        var custody = benchDir.resolve("custody");
        this.keys = custody.resolve("keys");
        this.keyring = custody.resolve("keyring");
        this.none = custody.resolve("none");
    }

    /** Makes the eight pairs that are missing and publishes their public keys. */
    BenchNodeKeys ensure() throws IOException {
        Files.createDirectories(keyring);
        for (var node : NodeName.values()) {
            if (node == NodeName.OBSERVER) {
                continue; // its word is the answer's signature
            }
            Path pub = keys.resolve(node.id() + ".pub");
            String keyId = SigningKeyFiles.ensure(keys.resolve(node.id() + ".key"), pub, null);
            Files.copy(pub, keyring.resolve(NodeKeyring.fileName(node, keyId)), StandardCopyOption.REPLACE_EXISTING);
        }
        return this;
    }

    /** The services' settings for a pass with custody on or off. */
    List<String> settings(boolean on) {
        return List.of(
                "LEGAL_CUSTODY_REQUIRED=" + on,
                "LEGAL_CUSTODY_KEY_DIR=" + (on ? keys : none),
                "LEGAL_CUSTODY_KEYRING=" + (on ? keyring : none));
    }
}
