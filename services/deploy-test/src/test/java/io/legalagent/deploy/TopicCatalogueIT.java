package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topic;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one check that the rendered KafkaTopics declare exactly the topics of {@link Topic}, with its
 * retention, cleanup policy and the configured partitions. The runtime and compose's kafka-init (the
 * command line's `topics`) declare theirs from the enum itself.
 */
class TopicCatalogueIT {

    /** A topic as a deployment file declares it: its cleanup.policy and retention.ms. */
    record Declared(String name, String cleanup, String retention) {
        static Declared of(Topic topic) {
            return new Declared(
                    topic.topicName(),
                    topic.cleanupPolicy().configValue(),
                    Long.toString(topic.retention().toMillis()));
        }
    }

    static Stream<Rendering> renderings() {
        return Rendering.all().stream();
    }

    private static List<Declared> catalogue() {
        return Arrays.stream(Topic.values()).map(Declared::of).toList();
    }

    /** Compose's kafka-init is the command line's own `topics`, which creates the catalogue's topics. */
    @org.junit.jupiter.api.Test
    void kafkaInitCreatesTheTopicsWithTheCommandLinesOwnCatalogue() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        Map<String, Object> init = compose.map("services", "kafka-init");
        assertThat(Tree.list(init.get("entrypoint"))).last().isEqualTo(io.legalagent.cli.Main.class.getName());
        List<String> command = Tree.list(init.get("command")).stream()
                .map(ComposeFileIT::resolved)
                .toList();
        assertThat(command).first().isEqualTo("topics");
        assertThat(command.get(command.indexOf("--partitions") + 1)).isEqualTo(Integer.toString(Topic.PARTITIONS));
        assertThat(ComposeFileIT.resolved(init.get("image"))).isEqualTo("legal-agent/cli:dev");
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void theKafkaTopicsAreTheCatalogueWithTheConfiguredPartitions(Rendering rendering) {
        Map<String, String> config = rendering.configData("legal-config");
        int partitions = Integer.parseInt(config.get("LEGAL_RUNTIME_PARTITIONS"));
        int replicas = Integer.parseInt(config.get("LEGAL_RUNTIME_REPLICAS"));
        List<Doc> topics = rendering.all("KafkaTopic").toList();

        assertThat(topics.stream().map(TopicCatalogueIT::declared))
                .as(rendering.name())
                .containsExactlyInAnyOrderElementsOf(catalogue());
        topics.forEach(topic -> {
            String name = topic.string("spec", "topicName");
            assertThat(topic.at("spec", "partitions")).as("%s partitions", name).isEqualTo(partitions);
            assertThat(topic.at("spec", "replicas")).as("%s replicas", name).isEqualTo(replicas);
            Object minInSync = topic.at("spec", "config", "min.insync.replicas");
            assertThat(minInSync == null ? 1 : (Integer) minInSync)
                    .as("%s min.insync.replicas", name)
                    .isLessThanOrEqualTo(replicas);
        });
        if (rendering.name().equals("k8s/base")) {
            assertThat(partitions).as("the base's partitions").isEqualTo(Topic.PARTITIONS);
        }
    }

    private static Declared declared(Doc topic) {
        Object cleanup = topic.at("spec", "config", "cleanup.policy");
        return new Declared(
                topic.string("spec", "topicName"),
                cleanup == null ? "delete" : cleanup.toString(),
                topic.string("spec", "config", "retention.ms"));
    }
}
