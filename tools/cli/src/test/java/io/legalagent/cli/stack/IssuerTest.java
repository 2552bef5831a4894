package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local issuer's secrets on disk, and what the issuer and the gateway are given of them. */
class IssuerTest {
    @TempDir
    Path project;

    @Test
    void itsSecretsAreMadeOnceOwnerOnlyAndTheSessionKeyIs32Bytes() throws Exception {
        var config = StackConfig.from(project, name -> null);
        var secrets = IssuerSecrets.of(config);

        secrets.ensure();
        String password = secrets.password();
        secrets.ensure();

        assertThat(secrets.password()).isEqualTo(password).hasSizeGreaterThanOrEqualTo(40);
        assertThat(secrets.cliSecret()).isNotEqualTo(password).isNotEqualTo(secrets.gatewaySecret());
        assertThat(Base64.getDecoder().decode(secrets.sessionKey())).hasSize(32);
        assertThat(mode(config.identityDir())).isEqualTo("rwx------");
        for (String name : new String[] {"password", "gateway-secret", "cli-secret", "session-key"}) {
            assertThat(mode(config.identityDir().resolve(name))).as(name).isEqualTo("rw-------");
        }
    }

    @Test
    void theIssuerListensOnTheLoopbackAtItsPortWithItsSecrets() throws Exception {
        var config = StackConfig.from(project, Map.of("LEGAL_IDENTITY_PORT", "9100")::get);
        var issuer = new Issuer(config);
        issuer.secrets().ensure();

        var env = issuer.environment();

        assertThat(issuer.uri()).isEqualTo("http://127.0.0.1:9100");
        assertThat(env)
                .containsEntry("SERVER_PORT", "9100")
                .containsEntry("SERVER_ADDRESS", "127.0.0.1")
                .containsEntry("SERVER_SERVLET_SESSION_COOKIE_NAME", "LEGAL_ISSUER_SESSION")
                .containsEntry("LEGAL_IDENTITY_ISSUER", "http://127.0.0.1:9100")
                .containsEntry(
                        "LEGAL_IDENTITY_USERS_0_PASSWORD", issuer.secrets().password())
                .containsEntry("LEGAL_IDENTITY_GATEWAY_SECRET", issuer.secrets().gatewaySecret())
                .containsEntry("LEGAL_IDENTITY_CLI_SECRET", issuer.secrets().cliSecret())
                .containsEntry(
                        "LEGAL_IDENTITY_KEY_FILE",
                        config.identityDir().resolve("signing-key.json").toString())
                .containsEntry(
                        "LEGAL_IDENTITY_GATEWAY_REDIRECT_URIS",
                        "http://127.0.0.1:8080/login/oauth2/code/legal,http://localhost:8080/login/oauth2/code/legal");
        assertThat(env.values()).doesNotContain(issuer.secrets().sessionKey());
        assertThat(config.identityJar())
                .isEqualTo(project.resolve("services/identity/target/identity-0.1.0-SNAPSHOT-exec.jar"));
    }

    @Test
    void theGatewayTrustsTheLocalIssuerWhereTheCheckoutHasOne() throws Exception {
        var config = StackConfig.from(project, Map.of(StackConfig.SECURITY_ENV, "off")::get);
        assertThat(new Gateway(config).environment()).doesNotContainKey("LEGAL_GATEWAY_AUTH_ISSUER_URI");

        Files.createDirectories(project.resolve("services/identity"));
        Files.writeString(project.resolve("services/identity/pom.xml"), "<project/>");
        var issuer = new Issuer(config);
        issuer.secrets().ensure();
        var env = new Gateway(config).environment();

        assertThat(env)
                .containsEntry("LEGAL_GATEWAY_AUTH_ISSUER_URI", "http://127.0.0.1:9000")
                .containsEntry(
                        "LEGAL_GATEWAY_AUTH_SESSION_KEY", issuer.secrets().sessionKey())
                .containsEntry(
                        "SPRING_SECURITY_OAUTH2_CLIENT_REGISTRATION_LEGAL_CLIENT_SECRET",
                        issuer.secrets().gatewaySecret());
        assertThat(env.values())
                .doesNotContain(issuer.secrets().password())
                .doesNotContain(issuer.secrets().cliSecret());
    }

    private static String mode(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
