package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topic;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the reviewer needs of each deployment, read from the files: its parked runs on a compacted
 * topic that outlives the longest review, its own login and key, scaling on the decisions that wait
 * for it as well as on its inbox, and review off unless a question asks for it.
 */
class ReviewerDeploymentIT {
    private static final String REVIEWER = NodeName.REVIEWER.id();

    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    static List<Rendering> renderings() {
        return Rendering.all();
    }

    private Map<String, Object> composeEnv(String service) {
        return Tree.map(compose.at("services", service, "environment"));
    }

    @Test
    void theCatalogueKeepsAParkedRunWellPastTheLongestReview() {
        assertThat(Topic.REVIEW.cleanupPolicy()).isEqualTo(Topic.CleanupPolicy.COMPACT_DELETE);
        assertThat(Topic.REVIEW.retention()).isEqualTo(java.time.Duration.ofDays(30));
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void theParkedRunsTopicIsCompactedAndKeptAsTheCatalogueSays(Rendering rendering) {
        var topic = rendering
                .all("KafkaTopic")
                .filter(doc -> Topics.REVIEW.equals(doc.string("spec", "topicName")))
                .toList();

        assertThat(topic).as(rendering.name()).hasSize(1);
        assertThat(topic.get(0).string("spec", "config", "cleanup.policy")).isEqualTo("compact,delete");
        assertThat(topic.get(0).string("spec", "config", "retention.ms"))
                .isEqualTo(Long.toString(Topic.REVIEW.retention().toMillis()));
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void kedaScalesTheReviewerOnItsInboxAndOnTheDecisionsWaiting(Rendering rendering) {
        var triggers = Tree.maps(rendering.get("ScaledObject", REVIEWER).at("spec", "triggers"))
                .map(trigger -> Tree.map(trigger.get("metadata")))
                .map(metadata -> metadata.get("topic") + " " + metadata.get("consumerGroup"))
                .toList();

        assertThat(triggers)
                .containsExactly(
                        Topics.REVIEWER + " " + AccessTable.groupOf(NodeName.REVIEWER),
                        Topics.DECISIONS + " " + AccessTable.REVIEWER_DECISIONS_GROUP);
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void reviewIsOffByDefaultForEveryNode(Rendering rendering) {
        assertThat(rendering.configData("legal-config"))
                .containsEntry("LEGAL_REVIEW_PLAN", "false")
                .containsEntry("LEGAL_REVIEW_ANSWER", "false");
    }

    @Test
    void composeReviewIsOffByDefaultForEveryNodeAndTheReviewerRejectsWhatTimesOut() {
        for (String node : Project.nodeIds()) {
            var env = composeEnv(node);
            assertThat(ComposeFileIT.resolved(env.get("LEGAL_REVIEW_PLAN")))
                    .as(node)
                    .isEqualTo("false");
            assertThat(ComposeFileIT.resolved(env.get("LEGAL_REVIEW_ANSWER")))
                    .as(node)
                    .isEqualTo("false");
        }
        var reviewer = composeEnv(REVIEWER);
        assertThat(ComposeFileIT.resolved(reviewer.get("LEGAL_REVIEW_TIMEOUT"))).isEqualTo("72h");
        assertThat(ComposeFileIT.resolved(reviewer.get("LEGAL_REVIEW_ON_TIMEOUT")))
                .isEqualTo("reject");
    }

    @Test
    void composeGivesTheReviewerItsOwnLoginAndKeyAndNoModelOrChroma() {
        var volumes = Tree.list(compose.at("services", REVIEWER, "volumes")).stream()
                .map(String::valueOf)
                .toList();
        assertThat(volumes)
                .containsExactlyInAnyOrder(
                        "kafka-login-reviewer:/run/legal/login:ro", "node-key-reviewer:/run/legal/custody:ro");
        assertThat(Tree.list(compose.at("services", "kafka-logins", "volumes")))
                .contains("kafka-login-reviewer:/run/legal/logins/reviewer");
        assertThat(Tree.list(compose.at("services", "kafka-init", "volumes")))
                .contains("kafka-login-reviewer:/run/legal/logins/reviewer:ro");
        assertThat(composeEnv(REVIEWER)).doesNotContainKeys("LEGAL_MODEL_PROVIDER", "LEGAL_RETRIEVAL_CHROMA_URL");
        assertThat(Tree.map(compose.at("services", REVIEWER, "depends_on")))
                .containsKeys("kafka-init", "node-keys")
                .doesNotContainKey("chroma");
    }
}
