package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.cli.stack.Credentials;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code legal logins DIR}: a folder per identity, passwords kept across runs and never printed. */
class LoginsCommandTest {

    @TempDir
    Path dir;

    @Test
    void everyIdentityGetsAFolderOfItsOwnWithItsLogin() throws Exception {
        var run = Cli.run("logins", dir.toString(), "--bootstrap-server", "kafka:19092");

        assertThat(run.exitCode()).as(run.stderr()).isZero();
        var credentials = new Credentials(dir, false);
        for (String identity : Credentials.identities()) {
            String password = credentials.password(identity);
            assertThat(password).hasSizeGreaterThanOrEqualTo(40);
            assertThat(new String(run.stdout())).doesNotContain(password);
            assertThat(Files.readString(dir.resolve(identity).resolve("client.properties")))
                    .contains("sasl.mechanism=SCRAM-SHA-512")
                    .contains("username=\"" + identity + "\" password=\"" + password + "\"")
                    .doesNotContain("bootstrap.servers");
            assertThat(Files.readString(
                            dir.resolve(identity).resolve("spring/spring.kafka.properties.sasl.jaas.config")))
                    .contains("username=\"" + identity + "\"");
            // Containers of other users read their own folder; the mount keeps the folders apart.
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(credentials.passwordFile(identity))))
                    .isEqualTo("rw-r--r--");
        }
        assertThat(Files.readString(credentials.kcatFile()))
                .contains("bootstrap.servers=kafka:19092")
                .contains("sasl.username=client")
                .contains("sasl.password=" + credentials.password("client"));
    }

    @Test
    void aSecondRunKeepsThePasswordsAndOwnerOnlyLocksTheFiles() throws Exception {
        Cli.run("logins", dir.toString());
        var credentials = new Credentials(dir, false);
        Map<String, String> first = new HashMap<>();
        Credentials.identities().forEach(id -> first.put(id, credentials.password(id)));

        var again = Cli.run("logins", dir.toString(), "--owner-only");

        assertThat(again.exitCode()).isZero();
        Credentials.identities()
                .forEach(id -> assertThat(credentials.password(id)).isEqualTo(first.get(id)));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(credentials.passwordFile("guard"))))
                .isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("guard"))))
                .isEqualTo("rwx------");
    }
}
