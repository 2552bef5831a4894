package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topic;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one check that compose's kafka-init and the rendered KafkaTopics declare exactly the topics of
 * {@link Topic}, with its retention, cleanup policy and the configured partitions. The runtime
 * declares its topics from the enum itself.
 */
class TopicCatalogueTest {

    private static final Pattern CREATE = Pattern.compile("(?m)^create (\\S+) (\\S+) (\\S+)$");

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

    @org.junit.jupiter.api.Test
    void kafkaInitCreatesEveryTopicOfTheCatalogue() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        Map<String, Object> init = compose.map("services", "kafka-init");
        String script = Tree.list(init.get("command")).stream()
                .map(Object::toString)
                .map(String::strip)
                .collect(Collectors.joining("\n"));
        Matcher create = CREATE.matcher(script.lines().map(String::strip).collect(Collectors.joining("\n")));
        List<Declared> declared = create.results()
                .map(match -> new Declared(match.group(1), match.group(2), match.group(3)))
                .toList();
        assertThat(declared).containsExactlyElementsOf(catalogue());
        assertThat(ComposeFileTest.resolved(Tree.map(init.get("environment")).get("PARTITIONS")))
                .isEqualTo(Integer.toString(Topic.PARTITIONS));
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void theKafkaTopicsAreTheCatalogueWithTheConfiguredPartitions(Rendering rendering) {
        Map<String, String> config = rendering.configData("legal-config");
        int partitions = Integer.parseInt(config.get("LEGAL_RUNTIME_PARTITIONS"));
        int replicas = Integer.parseInt(config.get("LEGAL_RUNTIME_REPLICAS"));
        List<Doc> topics = rendering.all("KafkaTopic").toList();

        assertThat(topics.stream().map(TopicCatalogueTest::declared))
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
