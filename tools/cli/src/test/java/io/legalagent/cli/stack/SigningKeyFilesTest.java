package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.signing.AnswerKeys;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SigningKeyFilesTest {
    @TempDir
    Path project;

    @Test
    void theObserversKeyPairIsMadeOnceOwnerOnlyAndHandedToTheObserver() throws Exception {
        var config = StackConfig.from(project, java.util.Map.of(StackConfig.SECURITY_ENV, "off")::get);
        var services = new Services(config, name -> null);

        String keyId = services.signingKey();
        String again = services.signingKey();
        var env = services.environment("observer", Model.offline(), List.of());

        assertThat(again).isEqualTo(keyId);
        assertThat(AnswerKeys.keyId(AnswerKeys.readPublic(config.answerPublicKey())))
                .isEqualTo(keyId);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(config.signingDir())))
                .isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(config.answerSigningKey())))
                .isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(config.answerPublicKey())))
                .isEqualTo("rw-r--r--");
        assertThat(config.answerSigningKey()).isEqualTo(project.resolve(".legal/signing/answer-signing.key"));
        assertThat(env)
                .containsEntry(
                        "LEGAL_OBSERVER_SIGNING_PRIVATE_KEY",
                        config.answerSigningKey().toString())
                .containsEntry(
                        "LEGAL_OBSERVER_SIGNING_PUBLIC_KEY",
                        config.answerPublicKey().toString())
                .containsEntry("LEGAL_OBSERVER_SIGNING_REQUIRED", "true");
        assertThat(services.environment("planner", Model.offline(), List.of()))
                .doesNotContainKey("LEGAL_OBSERVER_SIGNING_PRIVATE_KEY");
        assertThat(new Gateway(config).environment())
                .containsEntry(
                        "LEGAL_GATEWAY_ANSWER_PUBLIC_KEY",
                        config.answerPublicKey().toString())
                .doesNotContainKey("LEGAL_OBSERVER_SIGNING_PRIVATE_KEY");
        assertThat(env.values()).noneMatch(value -> value.contains("PRIVATE KEY"));
    }

    @Test
    void upMakesTheNodeKeysOnceAndEveryNodeIsToldToSignWithThem() throws Exception {
        var config = StackConfig.from(project, java.util.Map.of(StackConfig.SECURITY_ENV, "off")::get);
        var services = new Services(config, name -> null);

        var made = services.nodeKeys();
        var again = services.nodeKeys();

        assertThat(made)
                .hasSize(io.legalagent.contracts.NodeName.values().length)
                .allMatch(NodeKeyFiles.NodeKey::made);
        assertThat(again).noneMatch(NodeKeyFiles.NodeKey::made);
        assertThat(again.stream().map(NodeKeyFiles.NodeKey::keyId))
                .containsExactlyElementsOf(
                        made.stream().map(NodeKeyFiles.NodeKey::keyId).toList());
        assertThat(io.legalagent.contracts.signing.NodeKeyring.read(config.nodeKeyring())
                        .keys())
                .hasSize(io.legalagent.contracts.NodeName.values().length);
        assertThat(config.nodeKeyDir().resolve("memory.key")).exists();
        for (String node : List.of("guard", "memory", "observer")) {
            assertThat(services.environment(node, Model.offline(), List.of()))
                    .containsEntry("LEGAL_CUSTODY_KEY_DIR", config.nodeKeyDir().toString())
                    .containsEntry("LEGAL_CUSTODY_KEYRING", config.nodeKeyring().toString())
                    .containsEntry("LEGAL_CUSTODY_REQUIRED", "true");
        }
        assertThat(services.environment(StackConfig.INGEST, Model.offline(), List.of()))
                .doesNotContainKey("LEGAL_CUSTODY_REQUIRED");
        assertThat(new Gateway(config).environment())
                .containsEntry("LEGAL_GATEWAY_KEYRING", config.nodeKeyring().toString())
                .doesNotContainKey("LEGAL_CUSTODY_KEY_DIR");
    }

    @Test
    void anOwnerCanBeNamedByUid() throws Exception {
        var uid = String.valueOf(Files.getAttribute(project, "unix:uid"));
        var privateKey = project.resolve("private/answer-signing.key");

        SigningKeyFiles.ensure(privateKey, project.resolve("public/answer-signing.pub"), uid);

        assertThat(Files.getAttribute(privateKey, "unix:uid")).hasToString(uid);
        assertThat(Files.getAttribute(privateKey.getParent(), "unix:uid")).hasToString(uid);
    }
}
