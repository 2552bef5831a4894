package io.legalagent.contracts.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.NodeName;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NodeKeyringTest {
    @TempDir
    Path dir;

    private SigningKey put(NodeName node) throws IOException {
        var key = AnswerKeys.generate();
        Files.writeString(dir.resolve(NodeKeyring.fileName(node, key.keyId())), AnswerKeys.publicPem(key.publicKey()));
        return key;
    }

    @Test
    void eachKeyIsTrustedForTheNodeItsFileNames() throws IOException {
        var classifier = put(NodeName.CLASSIFIER);
        var rotatedFrom = put(NodeName.PLANNER);
        var rotatedTo = put(NodeName.PLANNER);
        Files.writeString(dir.resolve("README.txt"), "not a key");

        var keyring = NodeKeyring.read(dir);

        assertThat(keyring.keys()).hasSize(3);
        assertThat(keyring.byKeyId(classifier.keyId()).orElseThrow().node()).isEqualTo(NodeName.CLASSIFIER);
        // Old keys stay: answers signed before the rotation still verify.
        assertThat(keyring.byKeyId(rotatedFrom.keyId()).orElseThrow().node()).isEqualTo(NodeName.PLANNER);
        assertThat(keyring.byKeyId(rotatedTo.keyId()).orElseThrow().node()).isEqualTo(NodeName.PLANNER);
        assertThat(keyring.byKeyId(AnswerKeys.generate().keyId())).isEmpty();
        assertThat(NodeKeyring.fileName(NodeName.MC_SELECTOR, classifier.keyId()))
                .isEqualTo("mc-selector." + classifier.keyId().substring(0, 16) + ".pub");
    }

    @Test
    void anAbsentDirectoryIsAnEmptyKeyring() throws IOException {
        assertThat(NodeKeyring.read(dir.resolve("none")).isEmpty()).isTrue();
    }

    @Test
    void aFileNamedForNoNodeIsRefused() throws IOException {
        var key = AnswerKeys.generate();
        Files.writeString(dir.resolve("intruder.1234.pub"), AnswerKeys.publicPem(key.publicKey()));

        assertThatThrownBy(() -> NodeKeyring.read(dir)).hasMessageContaining("is named for no node");
    }

    @Test
    void oneKeyUnderTwoNodesIsRefused() throws IOException {
        var key = put(NodeName.CLASSIFIER);
        Files.writeString(dir.resolve("planner.copy.pub"), AnswerKeys.publicPem(key.publicKey()));

        assertThatThrownBy(() -> NodeKeyring.read(dir)).hasMessageContaining("already has for");
    }
}
