package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.access.AccessTable;
import io.legalagent.contracts.access.Grant;
import io.legalagent.contracts.access.Identity;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The Kubernetes side of the access table: a KafkaUser per identity with exactly the table's ACLs
 * (k8s/base/kafka/users.yaml is written from the table: {@code ./mvnw -o -pl services/deploy-test verify
 * -Dit.test=KafkaAccessIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Daccess.write=true}), a
 * listener that takes only SCRAM logins, simple
 * authorization, each node logging in with its own user's secret, and KEDA reading lag as the lag
 * reader.
 */
class KafkaAccessIT {
    private static final String USERS = "k8s/base/kafka/users.yaml";

    static Stream<Rendering> renderings() {
        return Rendering.all().stream();
    }

    /** The KafkaUser of an identity, as Strimzi's user operator takes it. */
    static Map<String, Object> kafkaUser(Identity identity) {
        var acls = new ArrayList<Object>();
        for (Grant grant : identity.grants()) {
            var resource = new LinkedHashMap<String, Object>();
            resource.put("type", strimziType(grant.resource()));
            resource.put("name", grant.name());
            resource.put("patternType", grant.prefixed() ? "prefix" : "literal");
            var acl = new LinkedHashMap<String, Object>();
            acl.put("resource", resource);
            acl.put("operations", List.of(capitalized(grant.operation().name())));
            acls.add(acl);
        }
        var user = new LinkedHashMap<String, Object>();
        user.put("apiVersion", "kafka.strimzi.io/v1");
        user.put("kind", "KafkaUser");
        var metadata = new LinkedHashMap<String, Object>();
        metadata.put("name", identity.name());
        metadata.put("labels", Map.of("strimzi.io/cluster", "legal"));
        var authorization = new LinkedHashMap<String, Object>();
        authorization.put("type", "simple");
        authorization.put("acls", acls);
        var spec = new LinkedHashMap<String, Object>();
        spec.put("authentication", Map.of("type", "scram-sha-512"));
        spec.put("authorization", authorization);
        user.put("metadata", metadata);
        user.put("spec", spec);
        return user;
    }

    private static String strimziType(Grant.Resource resource) {
        return switch (resource) {
            case TOPIC -> "topic";
            case GROUP -> "group";
            case TRANSACTIONAL_ID -> "transactionalId";
        };
    }

    private static String capitalized(String operation) {
        return operation.charAt(0) + operation.substring(1).toLowerCase(Locale.ROOT);
    }

    private static String usersFile() {
        var options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        options.setIndicatorIndent(2);
        options.setIndentWithIndicator(true);
        var yaml = new Yaml(options);
        var text = new StringBuilder(
                """
                # Written from io.legalagent.contracts.access.AccessTable by KafkaAccessIT (-Daccess.write=true):
                # one Strimzi KafkaUser per identity, SCRAM-SHA-512, with exactly the table's ACLs. Each user's
                # Secret (same name) holds its password and sasl.jaas.config; a node reads only its own.
                """);
        for (Identity identity : AccessTable.identities()) {
            text.append("---\n").append(yaml.dump(kafkaUser(identity)));
        }
        return text.toString();
    }

    @Test
    void theUsersFileIsTheAccessTable() throws IOException {
        var file = Project.file(USERS);
        if (Boolean.getBoolean("access.write")) {
            Files.writeString(file, usersFile());
        }
        assertThat(Files.readString(file))
                .as("%s is stale: rewrite it (see this test's comment)", USERS)
                .isEqualTo(usersFile());
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyIdentityIsAKafkaUserWithTheTablesAcls(Rendering rendering) {
        for (Identity identity : AccessTable.identities()) {
            var user = rendering.get("KafkaUser", identity.name());
            var expected = new Yaml().load(new Yaml().dump(kafkaUser(identity)));
            assertThat(user.at("spec")).as(identity.name()).isEqualTo(Tree.at(expected, "spec"));
        }
        assertThat(rendering.all("KafkaUser").count())
                .isEqualTo(AccessTable.identities().size());
    }

    /** The KafkaUsers whose ACLs allow {@code operation} on topic {@code topic}. */
    private static List<String> usersAllowed(Rendering rendering, String operation, String topic) {
        return rendering
                .all("KafkaUser")
                .filter(user -> Tree.maps(user.at("spec", "authorization", "acls"))
                        .anyMatch(acl -> "topic".equals(Tree.at(acl, "resource", "type"))
                                && topic.equals(Tree.at(acl, "resource", "name"))
                                && Tree.list(acl.get("operations")).contains(operation)))
                .map(Doc::name)
                .toList();
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void onlyTheReviewerParksRunsAndOnlyTheGatewayAndTheReviewerDecide(Rendering rendering) {
        String reviewer = NodeName.REVIEWER.id();
        assertThat(usersAllowed(rendering, "Write", io.legalagent.contracts.Topics.REVIEW))
                .containsExactly(reviewer);
        assertThat(usersAllowed(rendering, "Write", io.legalagent.contracts.Topics.REVIEWS))
                .containsExactly(reviewer);
        assertThat(usersAllowed(rendering, "Write", io.legalagent.contracts.Topics.DECISIONS))
                .containsExactlyInAnyOrder(reviewer, AccessTable.GATEWAY)
                .doesNotContain(AccessTable.CLIENT);
        assertThat(usersAllowed(rendering, "Read", io.legalagent.contracts.Topics.REVIEW))
                .containsExactlyInAnyOrder(reviewer, AccessTable.GATEWAY);
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void theBrokersTakeOnlyScramLoginsAndAuthorizeByAcl(Rendering rendering) {
        var kafka = rendering.get("Kafka", "legal");

        assertThat(Tree.maps(kafka.at("spec", "kafka", "listeners")))
                .isNotEmpty()
                .allSatisfy(listener -> assertThat(Tree.at(listener, "authentication", "type"))
                        .as("listener %s", listener.get("name"))
                        .isEqualTo("scram-sha-512"));
        assertThat(kafka.string("spec", "kafka", "authorization", "type")).isEqualTo("simple");
        assertThat(kafka.at("spec", "kafka", "config", "allow.everyone.if.no.acl.found"))
                .isIn(null, false, "false");
        assertThat(kafka.at("spec", "entityOperator", "userOperator")).isNotNull();
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void eachNodeLogsInWithItsOwnUserAndDeclaresNoTopic(Rendering rendering) {
        var config = rendering.configData("legal-config");
        assertThat(config)
                .containsEntry("SPRING_KAFKA_SECURITY_PROTOCOL", "SASL_SSL")
                .containsEntry("SPRING_KAFKA_PROPERTIES_SASL_MECHANISM", "SCRAM-SHA-512")
                .containsEntry("LEGAL_RUNTIME_DECLARE_TOPICS", "false");
        for (NodeName node : NodeName.values()) {
            var deployment = rendering.get("Deployment", node.id());
            var env = Tree.maps(deployment.at("spec", "template", "spec", "containers", 0, "env"))
                    .filter(e -> "SPRING_KAFKA_PROPERTIES_SASL_JAAS_CONFIG".equals(e.get("name")))
                    .toList();
            assertThat(env).as(node.id()).hasSize(1);
            assertThat(Tree.at(env.get(0), "valueFrom", "secretKeyRef"))
                    .as(node.id())
                    .isEqualTo(Map.of("name", node.id(), "key", "sasl.jaas.config"));
        }
    }

    /** A restarted container keeps its pod's name, so it is the node's stable instance identity. */
    @ParameterizedTest
    @MethodSource("renderings")
    void eachNodeIsKnownByItsPodsName(Rendering rendering) {
        for (NodeName node : NodeName.values()) {
            var env = Tree.maps(rendering
                            .get("Deployment", node.id())
                            .at("spec", "template", "spec", "containers", 0, "env"))
                    .toList();
            var names = env.stream().map(e -> String.valueOf(e.get("name"))).toList();
            assertThat(env).as(node.id()).anySatisfy(e -> assertThat(e)
                    .containsEntry("name", "LEGAL_RUNTIME_INSTANCE_ID")
                    .containsEntry("value", "$(POD_NAME)"));
            // $(POD_NAME) expands only from a variable defined before it.
            assertThat(names.indexOf("POD_NAME"))
                    .as(node.id())
                    .isBetween(0, names.indexOf("LEGAL_RUNTIME_INSTANCE_ID"));
        }
    }

    /** Compose runs one container per node: the node's name is its stable identity. */
    @org.junit.jupiter.api.Test
    void eachComposeNodeIsKnownByItsName() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        for (NodeName node : NodeName.values()) {
            assertThat(compose.at("services", node.id(), "environment", "LEGAL_RUNTIME_INSTANCE_ID"))
                    .isEqualTo(node.id());
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void kedaReadsLagAsTheLagReader(Rendering rendering) {
        // Without it an idle group lags by the commit markers and KEDA never scales the node down.
        assertThat(rendering.configData("legal-config")).containsEntry("LEGAL_RUNTIME_KAFKA_FIX_TX_OFFSETS", "true");
        var auth = rendering.get("TriggerAuthentication", "kafka-lag-reader");
        assertThat(Tree.maps(auth.at("spec", "secretTargetRef"))).anySatisfy(ref -> assertThat(ref)
                .containsEntry("parameter", "password")
                .containsEntry("name", AccessTable.LAG_READER)
                .containsEntry("key", "password"));
        var username = Tree.maps(auth.at("spec", "configMapTargetRef")).toList();
        assertThat(username).hasSize(1);
        assertThat(rendering
                        .get("ConfigMap", String.valueOf(username.get(0).get("name")))
                        .map("data"))
                .containsEntry(String.valueOf(username.get(0).get("key")), AccessTable.LAG_READER);
        rendering.all("ScaledObject").forEach(scaled -> Tree.maps(scaled.at("spec", "triggers"))
                .forEach(trigger -> {
                    assertThat(Tree.at(trigger, "authenticationRef", "name"))
                            .as(scaled.name())
                            .isEqualTo("kafka-lag-reader");
                    assertThat(Tree.at(trigger, "metadata", "sasl"))
                            .as(scaled.name())
                            .isEqualTo("scram_sha512");
                    assertThat(AccessTable.lagReader().grants())
                            .as(
                                    "%s: the lag reader may describe %s",
                                    scaled.name(), Tree.at(trigger, "metadata", "topic"))
                            .contains(new Grant(
                                    Grant.Resource.TOPIC,
                                    String.valueOf(Tree.at(trigger, "metadata", "topic")),
                                    false,
                                    Grant.Operation.DESCRIBE));
                }));
        // The guard reads two inboxes; questions waiting in either must scale it.
        assertThat(Tree.maps(rendering.get("ScaledObject", NodeName.GUARD.id()).at("spec", "triggers"))
                        .map(trigger -> Tree.at(trigger, "metadata", "topic")))
                .containsExactlyInAnyOrder(
                        io.legalagent.contracts.Topics.QUESTIONS, io.legalagent.contracts.Topics.GATEWAY_QUESTIONS);
    }
}
