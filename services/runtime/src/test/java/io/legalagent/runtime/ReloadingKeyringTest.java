package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.custody.Attestation;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import io.legalagent.contracts.signing.SigningKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReloadingKeyringTest {
    @TempDir
    Path dir;

    private SigningKey publish(NodeName node) throws IOException {
        var key = AnswerKeys.generate();
        Files.writeString(dir.resolve(NodeKeyring.fileName(node, key.keyId())), AnswerKeys.publicPem(key.publicKey()));
        return key;
    }

    private static List<Attestation> chainSignedWith(SigningKey key) {
        return List.of(
                new Attestation("run-1", 1, "planner", "PLANNED", "agent.executor", null, null, key.keyId(), "s"));
    }

    @Test
    void aRotatedKeyIsTrustedOnceItsPublicKeyIsInTheFolder() throws IOException {
        var old = publish(NodeName.PLANNER);
        var keyring = new ReloadingKeyring(dir);
        var rotated = publish(NodeName.PLANNER);

        assertThat(keyring.covering(chainSignedWith(old)).byKeyId(rotated.keyId()))
                .as("known keys alone: no reading again")
                .isEmpty();
        var reread = keyring.covering(chainSignedWith(rotated));

        assertThat(reread.byKeyId(rotated.keyId()).orElseThrow().node()).isEqualTo(NodeName.PLANNER);
        assertThat(reread.byKeyId(old.keyId())).as("the old key stays").isPresent();
        assertThat(keyring.current()).isSameAs(reread);
    }

    @Test
    void aKeyNobodyPublishedStaysUnknown() throws IOException {
        publish(NodeName.PLANNER);
        var keyring = new ReloadingKeyring(dir);

        assertThat(keyring.covering(chainSignedWith(AnswerKeys.generate())).keys())
                .hasSize(1);
    }

    @Test
    void anAbsentFolderIsAnEmptyKeyring() {
        assertThat(new ReloadingKeyring(dir.resolve("none")).current().isEmpty())
                .isTrue();
    }
}
