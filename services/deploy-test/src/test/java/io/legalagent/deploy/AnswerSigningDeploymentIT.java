package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Where the observer's answer-signing key lives in each deployment, read from the deployment files:
 * in compose a volume only the key job and the observer mount, owned by the image's user; in
 * Kubernetes a required Secret mounted into the observer, of which the gateway, the planner and the
 * memory (QA memory of signed answers) see the public half only; and in both, the settings point at
 * the files the mounts hold.
 */
class AnswerSigningDeploymentIT {
    private static final String PRIVATE_VOLUME = "answer-signing-key";
    private static final String PUBLIC_VOLUME = "answer-signing-public";
    private static final String SECRET = "answer-signing";

    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    static List<Rendering> renderings() {
        return Rendering.all();
    }

    /** Service name to the mount point of {@code volume}, with ":ro" when read-only. */
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
    void composeKeepsThePrivateKeyInAVolumeOnlyTheKeyJobAndTheObserverMount() {
        var privateMounts = composeMounts(PRIVATE_VOLUME);
        var publicMounts = composeMounts(PUBLIC_VOLUME);
        List<String> command = Tree.list(compose.at("services", "answer-keys", "command")).stream()
                .map(Object::toString)
                .toList();
        String privateKey = command.get(1);
        String publicKey = command.get(2);

        assertThat(compose.map("volumes")).containsKeys(PRIVATE_VOLUME, PUBLIC_VOLUME);
        assertThat(privateMounts).containsOnlyKeys("answer-keys", "observer");
        assertThat(privateMounts.get("observer")).endsWith(":ro");
        assertThat(publicMounts).containsOnlyKeys("answer-keys", "observer", "gateway", "planner", "memory");
        assertThat(command.get(0)).isEqualTo("signing-key");
        assertThat(privateKey).startsWith(privateMounts.get("answer-keys") + "/");
        assertThat(publicKey).startsWith(publicMounts.get("answer-keys") + "/");

        var observer = composeEnv("observer");
        assertThat(observer.get("LEGAL_OBSERVER_SIGNING_PRIVATE_KEY"))
                .isEqualTo(privateKey.replace(privateMounts.get("answer-keys"), mountPoint(privateMounts, "observer")));
        assertThat(observer.get("LEGAL_OBSERVER_SIGNING_PUBLIC_KEY"))
                .isEqualTo(publicKey.replace(publicMounts.get("answer-keys"), mountPoint(publicMounts, "observer")));
        assertThat(String.valueOf(observer.get("LEGAL_OBSERVER_SIGNING_REQUIRED")))
                .isEqualTo("true");
        assertThat(composeEnv("gateway").get("LEGAL_GATEWAY_ANSWER_PUBLIC_KEY"))
                .isEqualTo(publicKey.replace(publicMounts.get("answer-keys"), mountPoint(publicMounts, "gateway")));
        assertThat(Tree.map(compose.at("services", "observer", "depends_on"))).containsKey("answer-keys");
        assertThat(Tree.map(compose.at("services", "gateway", "depends_on"))).containsKey("answer-keys");
        // QA memory stores (memory) and serves (planner) only answers the observer's key signed.
        for (String reader : List.of("planner", "memory")) {
            assertThat(composeEnv(reader).get("LEGAL_RETRIEVAL_ANSWER_PUBLIC_KEYS"))
                    .as(reader)
                    .isEqualTo(publicKey.replace(publicMounts.get("answer-keys"), mountPoint(publicMounts, reader)));
            assertThat(Tree.map(compose.at("services", reader, "depends_on")))
                    .as(reader)
                    .containsKey("answer-keys");
        }
    }

    private static String mountPoint(Map<String, String> mounts, String service) {
        return mounts.get(service).replace(":ro", "");
    }

    /** The job runs as root and hands the key to the user the service images run as, and to it alone. */
    @Test
    void composeGivesThePrivateKeyToTheImagesUser() {
        var user = Pattern.compile("(?m)^USER ([0-9]+)").matcher(Project.read("deploy/Dockerfile"));
        assertThat(user.find()).isTrue();
        List<String> command = Tree.list(compose.at("services", "answer-keys", "command")).stream()
                .map(Object::toString)
                .toList();

        assertThat(command.subList(3, command.size())).containsExactly("--owner", user.group(1));
        assertThat(String.valueOf(compose.at("services", "answer-keys", "user")))
                .isEqualTo("0:0");
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void kubernetesMountsTheSecretIntoTheObserverAndOnlyThePublicHalfIntoTheGateway(Rendering rendering) {
        var users = new ArrayList<String>();
        rendering.workloads().forEach(workload -> {
            var pod = workload.map("spec", "template", "spec");
            Tree.maps(pod.get("volumes"))
                    .filter(volume -> SECRET.equals(Tree.at(volume, "secret", "secretName")))
                    .forEach(volume -> users.add(workload.name()));
        });
        assertThat(users).as(rendering.name()).containsExactlyInAnyOrder("observer", "gateway", "planner", "memory");

        var observer = rendering.get("Deployment", "observer").map("spec", "template", "spec");
        var volume = secretVolume(observer);
        assertThat(Tree.map(volume.get("secret"))).doesNotContainKey("items").doesNotContainKey("optional");
        // 0400 in the manifest: YAML reads the octal literal as 256.
        assertThat(Tree.at(volume, "secret", "defaultMode")).isEqualTo(0400);
        assertThat(Tree.at(observer, "securityContext", "fsGroup"))
                .isEqualTo(Tree.at(observer, "securityContext", "runAsUser"));
        String mount = mountPath(observer, volume.get("name"));
        var env = env(observer);
        assertThat(env.get("LEGAL_OBSERVER_SIGNING_PRIVATE_KEY")).isEqualTo(mount + "/answer-signing.key");
        assertThat(env.get("LEGAL_OBSERVER_SIGNING_PUBLIC_KEY")).isEqualTo(mount + "/answer-signing.pub");
        assertThat(env.get("LEGAL_OBSERVER_SIGNING_REQUIRED")).isEqualTo("true");

        var gateway = rendering.get("Deployment", "gateway").map("spec", "template", "spec");
        var publicVolume = secretVolume(gateway);
        assertThat(Tree.maps(Tree.at(publicVolume, "secret", "items")).map(item -> item.get("key")))
                .containsExactly("answer-signing.pub");
        assertThat(env(gateway).get("LEGAL_GATEWAY_ANSWER_PUBLIC_KEY"))
                .isEqualTo(mountPath(gateway, publicVolume.get("name")) + "/answer-signing.pub");
        for (String reader : List.of("planner", "memory")) {
            var pod = rendering.get("Deployment", reader).map("spec", "template", "spec");
            var half = secretVolume(pod);
            assertThat(Tree.maps(Tree.at(half, "secret", "items")).map(item -> item.get("key")))
                    .as(reader)
                    .containsExactly("answer-signing.pub");
            assertThat(env(pod).get("LEGAL_RETRIEVAL_ANSWER_PUBLIC_KEYS"))
                    .as(reader)
                    .isEqualTo(mountPath(pod, half.get("name")) + "/answer-signing.pub");
        }
    }

    private static Map<String, Object> secretVolume(Map<String, Object> pod) {
        return Tree.maps(pod.get("volumes"))
                .filter(volume -> SECRET.equals(Tree.at(volume, "secret", "secretName")))
                .findFirst()
                .orElseThrow();
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
