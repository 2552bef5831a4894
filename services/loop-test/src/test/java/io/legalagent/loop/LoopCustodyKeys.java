package io.legalagent.loop;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import io.legalagent.contracts.signing.SigningKey;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumMap;
import java.util.Map;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * The nodes' custody keys for the loop tests, made once per test JVM as the launcher makes them: a
 * key directory with each node's owner-only pair, and a keyring of their public keys. Every loop
 * test runs with custody required, so each hop is vouched for and the observer checks every run.
 */
public final class LoopCustodyKeys {
    private static Path folder;
    private static Map<NodeName, SigningKey> keys;

    private LoopCustodyKeys() {}

    static synchronized Path folder() {
        if (folder == null) {
            try {
                var made = Files.createTempDirectory("loop-custody");
                var madeKeys = new EnumMap<NodeName, SigningKey>(NodeName.class);
                Files.createDirectories(made.resolve("keys"));
                Files.createDirectories(made.resolve("keyring"));
                for (var node : NodeName.values()) {
                    if (node != NodeName.OBSERVER) {
                        madeKeys.put(node, write(made, node));
                    }
                }
                keys = madeKeys;
                folder = made;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return folder;
    }

    /** The nodes' public keys, for a test that checks custody as replay does. */
    public static Path keyring() {
        return folder().resolve("keyring");
    }

    /** The node's key, for a test that signs as that node (a forger holding its key). */
    static SigningKey key(NodeName node) {
        folder();
        return keys.get(node);
    }

    /** Each node signs with its own key; the observer and the gateway read the keyring. */
    static void register(DynamicPropertyRegistry registry) {
        settings().forEach((name, value) -> registry.add(name, () -> value));
    }

    /** The same settings for a node started as a service of its own. */
    static Map<String, String> settings() {
        return Map.of(
                "legal.custody.key-dir", folder().resolve("keys").toString(),
                "legal.custody.keyring", folder().resolve("keyring").toString(),
                "legal.custody.required", "true",
                "legal.gateway.keyring", folder().resolve("keyring").toString());
    }

    private static SigningKey write(Path dir, NodeName node) throws IOException {
        var key = AnswerKeys.generate();
        var privateKey = dir.resolve("keys").resolve(node.id() + ".key");
        Files.createFile(
                privateKey, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(privateKey, AnswerKeys.privatePem(key));
        String pem = AnswerKeys.publicPem(key.publicKey());
        Files.writeString(dir.resolve("keys").resolve(node.id() + ".pub"), pem);
        Files.writeString(dir.resolve("keyring").resolve(NodeKeyring.fileName(node, key.keyId())), pem);
        return key;
    }
}
