package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.cli.stack.Credentials;
import io.legalagent.contracts.access.AccessTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.env.ConfigTreePropertySource;

/**
 * docker-compose.yml gives every Kafka identity its own login volume, a container only the volumes of
 * the identity it is, and runs a broker that lets nobody in without a login: read from the compose
 * file and the broker configuration its entrypoint renders, with the logins the command line writes.
 */
class ComposeAccessIT {
    private static final Pattern LOGIN_VOLUME = Pattern.compile("kafka-login-([a-z-]+):(/[^:]+)(:ro)?");

    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    /** Service name to the identities whose login volumes it mounts, by mount point. */
    private Map<String, Map<String, String>> loginMounts() {
        var mounts = new TreeMap<String, Map<String, String>>();
        compose.map("services").forEach((service, definition) -> {
            var identities = new TreeMap<String, String>();
            for (Object volume : Tree.list(Tree.map(definition).get("volumes"))) {
                var match = LOGIN_VOLUME.matcher(volume.toString());
                if (match.matches()) {
                    identities.put(match.group(1), match.group(2));
                }
            }
            mounts.put(service, identities);
        });
        return mounts;
    }

    @Test
    void theLoginsJobMakesAVolumeForEveryIdentity() {
        var logins = loginMounts().get("kafka-logins");
        assertThat(logins.keySet()).containsExactlyInAnyOrderElementsOf(Credentials.identities());
        assertThat(compose.map("volumes").keySet())
                .containsAll(Credentials.identities().stream()
                        .map(id -> "kafka-login-" + id)
                        .toList());
        List<String> command = Tree.list(compose.at("services", "kafka-logins", "command")).stream()
                .map(Object::toString)
                .toList();
        assertThat(command.get(0)).isEqualTo("logins");
        logins.forEach((identity, mount) -> assertThat(mount).isEqualTo(command.get(1) + "/" + identity));
    }

    @Test
    void eachNodeMountsItsOwnLoginAndNoOther() {
        var mounts = loginMounts();
        for (String node : Project.nodeIds()) {
            assertThat(mounts.get(node)).as(node).containsOnlyKeys(node);
        }
        assertThat(mounts.get("kafka")).containsOnlyKeys(AccessTable.ADMIN, AccessTable.CLIENT);
        assertThat(mounts.get("kcat")).containsOnlyKeys(AccessTable.CLIENT);
        mounts.forEach((service, identities) -> {
            if (!List.of("kafka-logins", "kafka-init", "kafka", "kcat").contains(service)) {
                assertThat(identities.keySet()).as(service).isSubsetOf(List.of(service));
            }
        });
    }

    /** The Spring Boot config tree each node imports holds its own JAAS line, as `legal logins` writes it. */
    @Test
    void aNodeReadsItsOwnLoginFromItsVolume(@TempDir Path logins) throws Exception {
        new Credentials(logins, false).ensure("kafka:19092");
        for (String node : Project.nodeIds()) {
            Map<String, Object> env = Tree.map(compose.at("services", node, "environment"));
            assertThat(String.valueOf(env.get("SPRING_KAFKA_SECURITY_PROTOCOL")))
                    .isEqualTo("SASL_PLAINTEXT");
            assertThat(String.valueOf(env.get("SPRING_KAFKA_PROPERTIES_SASL_MECHANISM")))
                    .isEqualTo("SCRAM-SHA-512");
            assertThat(String.valueOf(env.get("LEGAL_RUNTIME_DECLARE_TOPICS"))).isEqualTo("false");
            String tree = String.valueOf(env.get("SPRING_CONFIG_IMPORT")).replaceFirst("^configtree:", "");
            String mount = loginMounts().get(node).get(node);
            assertThat(tree).as(node).startsWith(mount + "/");

            var source = new ConfigTreePropertySource(
                    node, logins.resolve(node).resolve(tree.substring(mount.length() + 1)));
            assertThat(String.valueOf(source.getProperty("spring.kafka.properties.sasl.jaas.config")))
                    .as(node)
                    .contains("username=\"" + node + "\"")
                    .contains(Files.readString(logins.resolve(node).resolve("password"))
                            .strip());
        }
    }

    @Test
    void theBrokerLetsNobodyInWithoutALoginAndDecidesByAcl() {
        var settings = ComposeBroker.settings(compose);
        assertThat(settings.getProperty("authorizer.class.name"))
                .isEqualTo("org.apache.kafka.metadata.authorizer.StandardAuthorizer");
        assertThat(settings.getProperty("allow.everyone.if.no.acl.found")).isEqualTo("false");
        assertThat(settings.getProperty("super.users")).isEqualTo("User:" + AccessTable.ADMIN);
        for (String mapping : ComposeBroker.list(settings, "listener.security.protocol.map")) {
            assertThat(mapping).as("listener %s", mapping).endsWith(":SASL_PLAINTEXT");
        }
        assertThat(ComposeBroker.list(settings, "sasl.enabled.mechanisms")).contains("SCRAM-SHA-512");
        assertThat(settings.getProperty("advertised.listeners")).doesNotContain("CONTROLLER");
        assertThat(settings.getProperty("listeners")).contains("CONTROLLER://127.0.0.1:");
    }

    @Test
    void topicsAndAclsComeFromTheAdminBeforeAnyNodeStarts() {
        assertThat(Tree.list(compose.at("services", "kafka-init", "command")))
                .contains("--logins")
                .last()
                .isEqualTo("/run/legal/logins");
        assertThat(loginMounts().get("kafka-init").keySet())
                .containsExactlyInAnyOrderElementsOf(Credentials.identities());
        assertThat(Tree.list(compose.at("services", "kafka-init", "volumes")))
                .allSatisfy(volume -> assertThat(volume.toString()).endsWith(":ro"));
        assertThat(compose.at("services", "kafka", "depends_on", "kafka-logins", "condition"))
                .isEqualTo("service_completed_successfully");
        for (String node : Project.nodeIds()) {
            assertThat(compose.at("services", node, "depends_on", "kafka-init", "condition"))
                    .as(node)
                    .isEqualTo("service_completed_successfully");
        }
    }
}
