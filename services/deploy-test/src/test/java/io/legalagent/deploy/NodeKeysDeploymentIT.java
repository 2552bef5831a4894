package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.cli.stack.NodeKeyFiles;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Where each node's signing key lives in each deployment, read from the deployment files: every node
 * mounts its own key and no other node's, only the observer and the gateway mount the keyring, every
 * node must sign, and compose's job makes all nine where the nodes look for them.
 */
class NodeKeysDeploymentIT {
    private static final String JOB = "node-keys";
    private static final String KEYRING = "node-keyring";
    private static final String KEY_DIR = "/run/legal/custody";
    private static final String KEYRING_DIR = "/run/legal/custody-keyring";
    private static final List<String> NODES =
            Arrays.stream(NodeName.values()).map(NodeName::id).toList();

    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    @TempDir
    Path volumes;

    static List<Rendering> renderings() {
        return Rendering.all();
    }

    private static String keyVolume(String node) {
        return "node-key-" + node;
    }

    /** Service name to where it mounts {@code volume}, with ":ro" when read-only. */
    private Map<String, String> composeMounts(String volume) {
        var mounts = new TreeMap<String, String>();
        var pattern = Pattern.compile(Pattern.quote(volume) + ":(/[^:]+)(:ro)?");
        compose.map("services").forEach((service, definition) -> {
            for (Object entry : Tree.list(Tree.map(definition).get("volumes"))) {
                var match = pattern.matcher(entry.toString());
                if (match.matches()) {
                    mounts.put(service, match.group(1) + (match.group(2) == null ? "" : ":ro"));
                }
            }
        });
        return mounts;
    }

    private Map<String, Object> composeEnv(String service) {
        return Tree.map(compose.at("services", service, "environment"));
    }

    @Test
    void composeMountsEachNodesKeyIntoThatNodeAloneAndTheKeyringIntoTheObserverAndGateway() {
        for (String node : NODES) {
            assertThat(compose.map("volumes")).containsKey(keyVolume(node));
            assertThat(composeMounts(keyVolume(node)))
                    .as(node)
                    .containsOnlyKeys(JOB, node)
                    .containsEntry(node, KEY_DIR + ":ro");
            var env = composeEnv(node);
            assertThat(env.get("LEGAL_CUSTODY_KEY_DIR")).as(node).isEqualTo(KEY_DIR);
            assertThat(String.valueOf(env.get("LEGAL_CUSTODY_REQUIRED")))
                    .as(node)
                    .isEqualTo("true");
            assertThat(Tree.map(compose.at("services", node, "depends_on")))
                    .as(node)
                    .containsKey(JOB);
        }
        assertThat(composeMounts(KEYRING))
                .containsOnlyKeys(JOB, "observer", "gateway")
                .containsEntry("observer", KEYRING_DIR + ":ro")
                .containsEntry("gateway", KEYRING_DIR + ":ro");
        assertThat(composeEnv("observer").get("LEGAL_CUSTODY_KEYRING")).isEqualTo(KEYRING_DIR);
        assertThat(composeEnv("gateway").get("LEGAL_GATEWAY_KEYRING")).isEqualTo(KEYRING_DIR);
        assertThat(composeEnv("ingest")).doesNotContainKey("LEGAL_CUSTODY_REQUIRED");
    }

    /**
     * The job's own command, run against folders standing in for its volumes: each node then finds its
     * pair where its settings say, the keyring the observer reads holds all nine, and the private keys
     * go to the images' user.
     */
    @Test
    void composesJobMakesAllNineKeysWhereEachNodeReadsItsOwn() throws Exception {
        List<String> command = Tree.list(compose.at("services", JOB, "command")).stream()
                .map(Object::toString)
                .toList();
        var user = Pattern.compile("(?m)^USER ([0-9]+)").matcher(Project.read("deploy/Dockerfile"));
        assertThat(user.find()).isTrue();
        assertThat(command.get(0)).isEqualTo("node-keys");
        assertThat(command).contains("--folder-per-node");
        assertThat(command.subList(command.indexOf("--owner"), command.indexOf("--owner") + 2))
                .containsExactly("--owner", user.group(1));
        assertThat(String.valueOf(compose.at("services", JOB, "user"))).isEqualTo("0:0");
        var jobMounts = new TreeMap<String, String>();
        for (String node : NODES) {
            jobMounts.put(node, composeMounts(keyVolume(node)).get(JOB));
            assertThat(jobMounts.get(node)).as(node).isEqualTo(command.get(1) + "/" + node);
        }
        assertThat(composeMounts(KEYRING).get(JOB)).isEqualTo(command.get(2));

        // Run as the job does, with this machine's user (only root may hand files to 10001).
        new NodeKeyFiles(hostPath(command.get(1)), true).ensure(hostPath(command.get(2)), null);

        var keyring = NodeKeyring.read(hostPath(command.get(2)));
        assertThat(keyring.keys()).hasSize(NODES.size());
        for (NodeName node : NodeName.values()) {
            // What the node's container sees at LEGAL_CUSTODY_KEY_DIR is its volume's root.
            Path seen = hostPath(jobMounts.get(node.id()));
            var pair = AnswerKeys.read(seen.resolve(node.id() + ".key"), seen.resolve(node.id() + ".pub"));
            assertThat(keyring.byKeyId(pair.keyId()).orElseThrow().node()).isEqualTo(node);
            try (var files = Files.list(seen)) {
                assertThat(files.map(f -> f.getFileName().toString()))
                        .containsExactlyInAnyOrder(node.id() + ".key", node.id() + ".pub");
            }
        }
    }

    private Path hostPath(String containerPath) {
        return volumes.resolve(containerPath.substring(1));
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void kubernetesMountsEachNodesSecretIntoThatNodeAloneAndTheKeyringIntoTheObserverAndGateway(Rendering rendering) {
        var secretUsers = new TreeMap<String, List<String>>();
        var keyringUsers = new java.util.ArrayList<String>();
        rendering.workloads().forEach(workload -> {
            var pod = workload.map("spec", "template", "spec");
            Tree.maps(pod.get("volumes")).forEach(volume -> {
                Object secret = Tree.at(volume, "secret", "secretName");
                if (secret != null && secret.toString().startsWith("node-key-")) {
                    secretUsers
                            .computeIfAbsent(secret.toString(), s -> new java.util.ArrayList<>())
                            .add(workload.name());
                }
                if (KEYRING.equals(Tree.at(volume, "configMap", "name"))) {
                    keyringUsers.add(workload.name());
                }
            });
        });
        assertThat(keyringUsers).as(rendering.name()).containsExactlyInAnyOrder("observer", "gateway");
        assertThat(secretUsers).as(rendering.name()).hasSize(NODES.size());
        for (String node : NODES) {
            assertThat(secretUsers.get(keyVolume(node)))
                    .as("%s %s", rendering.name(), node)
                    .containsExactly(node);
            var pod = rendering.get("Deployment", node).map("spec", "template", "spec");
            var volume = Tree.maps(pod.get("volumes"))
                    .filter(v -> keyVolume(node).equals(Tree.at(v, "secret", "secretName")))
                    .findFirst()
                    .orElseThrow();
            assertThat(Tree.map(volume.get("secret")))
                    .doesNotContainKey("items")
                    .doesNotContainKey("optional");
            // 0400 in the manifest: YAML reads the octal literal as 256.
            assertThat(Tree.at(volume, "secret", "defaultMode")).isEqualTo(0400);
            assertThat(Tree.at(pod, "securityContext", "fsGroup"))
                    .as(node)
                    .isEqualTo(Tree.at(pod, "securityContext", "runAsUser"));
            assertThat(mountPath(pod, volume.get("name"))).isEqualTo(KEY_DIR);
            var env = env(pod);
            assertThat(env).as(node).containsEntry("LEGAL_CUSTODY_KEY_DIR", KEY_DIR);
            assertThat(env).as(node).containsEntry("LEGAL_CUSTODY_KEYRING", KEYRING_DIR);
            assertThat(env).as(node).containsEntry("LEGAL_CUSTODY_REQUIRED", "true");
        }
        for (String reader : List.of("observer", "gateway")) {
            var pod = rendering.get("Deployment", reader).map("spec", "template", "spec");
            var volume = Tree.maps(pod.get("volumes"))
                    .filter(v -> KEYRING.equals(Tree.at(v, "configMap", "name")))
                    .findFirst()
                    .orElseThrow();
            assertThat(mountPath(pod, volume.get("name"))).as(reader).isEqualTo(KEYRING_DIR);
        }
        var gateway = rendering.get("Deployment", "gateway").map("spec", "template", "spec");
        assertThat(env(gateway)).containsEntry("LEGAL_GATEWAY_KEYRING", KEYRING_DIR);
    }

    private static Map<String, Object> container(Map<String, Object> pod) {
        return Tree.maps(pod.get("containers")).findFirst().orElseThrow();
    }

    private static String mountPath(Map<String, Object> pod, Object volume) {
        var mount = Tree.maps(container(pod).get("volumeMounts"))
                .filter(m -> volume.equals(m.get("name")))
                .findFirst()
                .orElseThrow();
        assertThat(mount.get("readOnly")).isEqualTo(true);
        return String.valueOf(mount.get("mountPath"));
    }

    private static Map<String, String> env(Map<String, Object> pod) {
        var env = new TreeMap<String, String>();
        Tree.maps(container(pod).get("env"))
                .forEach(variable ->
                        env.put(String.valueOf(variable.get("name")), String.valueOf(variable.get("value"))));
        return env;
    }
}
