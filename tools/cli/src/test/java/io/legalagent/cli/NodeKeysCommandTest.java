package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NodeKeysCommandTest {
    @TempDir
    Path dir;

    private Path keys() {
        return dir.resolve("keys");
    }

    private Path keyring() {
        return dir.resolve("keyring");
    }

    @Test
    void everyNodeGetsAnOwnerOnlyPairAndTheKeyringTrustsEachKeyForItsNodeOnly() throws Exception {
        var result = Cli.run("node-keys", keys().toString(), keyring().toString());

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        assertThat(mode(keys())).isEqualTo("rwx------");
        var keyring = NodeKeyring.read(keyring());
        assertThat(keyring.keys()).hasSize(NodeName.values().length);
        for (NodeName node : NodeName.values()) {
            var pair = AnswerKeys.read(keys().resolve(node.id() + ".key"), keys().resolve(node.id() + ".pub"));
            assertThat(mode(keys().resolve(node.id() + ".key"))).isEqualTo("rw-------");
            assertThat(mode(keys().resolve(node.id() + ".pub"))).isEqualTo("rw-r--r--");
            assertThat(Files.readString(keys().resolve(node.id() + ".key"))).startsWith("-----BEGIN PRIVATE KEY-----");
            assertThat(keyring.byKeyId(pair.keyId()).orElseThrow().node()).isEqualTo(node);
            assertThat(keyring().resolve(NodeKeyring.fileName(node, pair.keyId())))
                    .exists();
            assertThat(result.out()).contains(node.id() + " key " + pair.keyId() + " (new)");
        }
        assertThat(result.out()).doesNotContain("PRIVATE KEY");
    }

    @Test
    void aSecondRunKeepsEveryKey() throws Exception {
        Cli.run("node-keys", keys().toString(), keyring().toString());
        var before = Files.readString(keys().resolve("guard.key"));

        var again = Cli.run("node-keys", keys().toString(), keyring().toString());

        assertThat(again.exitCode()).isZero();
        assertThat(again.out()).doesNotContain("(new)");
        assertThat(Files.readString(keys().resolve("guard.key"))).isEqualTo(before);
        assertThat(NodeKeyring.read(keyring()).keys()).hasSize(NodeName.values().length);
    }

    @Test
    void rotatingANodeReplacesItsPairAndKeepsItsOldPublicKeyInTheKeyring() throws Exception {
        Cli.run("node-keys", keys().toString(), keyring().toString());
        String old = AnswerKeys.keyId(AnswerKeys.readPublic(keys().resolve("classifier.pub")));
        String planner = AnswerKeys.keyId(AnswerKeys.readPublic(keys().resolve("planner.pub")));

        var result = Cli.run("node-keys", keys().toString(), keyring().toString(), "--rotate", "classifier");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        var fresh = AnswerKeys.read(keys().resolve("classifier.key"), keys().resolve("classifier.pub"));
        assertThat(fresh.keyId()).isNotEqualTo(old);
        assertThat(mode(keys().resolve("classifier.key"))).isEqualTo("rw-------");
        var keyring = NodeKeyring.read(keyring());
        assertThat(keyring.keys()).hasSize(NodeName.values().length + 1);
        assertThat(keyring.byKeyId(old).orElseThrow().node()).isEqualTo(NodeName.CLASSIFIER);
        assertThat(keyring.byKeyId(fresh.keyId()).orElseThrow().node()).isEqualTo(NodeName.CLASSIFIER);
        assertThat(AnswerKeys.keyId(AnswerKeys.readPublic(keys().resolve("planner.pub"))))
                .isEqualTo(planner);
        assertThat(result.out()).contains("classifier key " + fresh.keyId());
    }

    @Test
    void eachNodesPairCanHaveAFolderOfItsOwn() throws Exception {
        var result = Cli.run("node-keys", keys().toString(), keyring().toString(), "--folder-per-node");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        for (NodeName node : NodeName.values()) {
            var folder = keys().resolve(node.id());
            assertThat(mode(folder)).isEqualTo("rwx------");
            try (Stream<Path> files = Files.list(folder)) {
                assertThat(files.map(f -> f.getFileName().toString()))
                        .containsExactlyInAnyOrder(node.id() + ".key", node.id() + ".pub");
            }
        }
        assertThat(NodeKeyring.read(keyring()).keys()).hasSize(NodeName.values().length);
    }

    @Test
    void rotatingSomethingThatIsNoNodeIsAUsageError() {
        var result = Cli.run("node-keys", keys().toString(), keyring().toString(), "--rotate", "gateway");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.stderr()).contains("gateway names no node").contains("mc-selector");
        assertThat(keys()).doesNotExist();
    }

    private static String mode(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
