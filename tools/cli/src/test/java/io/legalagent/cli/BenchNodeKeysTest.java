package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.signing.NodeKeyring;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchNodeKeysTest {
    @TempDir
    Path bench;

    @Test
    void eachNodeButTheObserverGetsAnOwnerOnlyKeyAndTheKeyringTrustsItForThatNode() throws IOException {
        new BenchNodeKeys(bench).ensure();

        var keyring = NodeKeyring.read(bench.resolve("custody/keyring"));
        // Every node but the observer, whose word is the answer's signature.
        assertThat(keyring.keys()).hasSize(NodeName.values().length - 1);
        assertThat(keyring.keys().values()).noneMatch(k -> k.node() == NodeName.OBSERVER);
        var executor = bench.resolve("custody/keys/executor.key");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(executor)))
                .isEqualTo("rw-------");
        assertThat(keyring.keys().values())
                .filteredOn(k -> k.node() == NodeName.EXECUTOR)
                .singleElement()
                .satisfies(k -> assertThat(Files.readString(bench.resolve("custody/keys/executor.pub")))
                        .isEqualTo(io.legalagent.contracts.signing.AnswerKeys.publicPem(k.key())));
    }

    @Test
    void theKeysAreMadeOnceAndKeptBetweenRuns() throws IOException {
        new BenchNodeKeys(bench).ensure();
        var first = NodeKeyring.read(bench.resolve("custody/keyring")).keys().keySet();

        new BenchNodeKeys(bench).ensure();

        assertThat(NodeKeyring.read(bench.resolve("custody/keyring")).keys().keySet())
                .isEqualTo(first);
    }

    @Test
    void aPassWithCustodyOffPointsTheServicesAtNoKeys() throws IOException {
        var keys = new BenchNodeKeys(bench).ensure();

        assertThat(keys.settings(true))
                .containsExactly(
                        "LEGAL_CUSTODY_REQUIRED=true",
                        "LEGAL_CUSTODY_KEY_DIR=" + bench.resolve("custody/keys"),
                        "LEGAL_CUSTODY_KEYRING=" + bench.resolve("custody/keyring"));
        assertThat(keys.settings(false))
                .containsExactly(
                        "LEGAL_CUSTODY_REQUIRED=false",
                        "LEGAL_CUSTODY_KEY_DIR=" + bench.resolve("custody/none"),
                        "LEGAL_CUSTODY_KEYRING=" + bench.resolve("custody/none"));
        assertThat(bench.resolve("custody/none")).doesNotExist();
    }
}
