package io.legalagent.runtime;

import io.legalagent.contracts.Topic;
import java.util.Arrays;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.config.TopicConfig;
import org.springframework.kafka.config.TopicBuilder;
import org.springframework.kafka.core.KafkaAdmin;

/**
 * Declares every topic of {@link Topic} with its retention and cleanup policy; the admin creates
 * missing ones. Partitions and replicas come from the settings so a small machine can run fewer.
 */
final class TopicCatalogue {
    private TopicCatalogue() {}

    static KafkaAdmin.NewTopics declare(RuntimeSettings settings) {
        return new KafkaAdmin.NewTopics(Arrays.stream(Topic.values())
                .map(topic -> newTopic(topic, settings))
                .toArray(NewTopic[]::new));
    }

    private static NewTopic newTopic(Topic topic, RuntimeSettings settings) {
        var builder = TopicBuilder.name(topic.topicName())
                .partitions(settings.partitions())
                .replicas(settings.replicas())
                .config(TopicConfig.CLEANUP_POLICY_CONFIG, topic.cleanupPolicy().configValue());
        // The ledger keeps request ids for the window the guard reads; every other topic its catalogue time.
        var retention = topic == Topic.REQUEST_IDS ? settings.requestIdWindow() : topic.retention();
        builder.config(TopicConfig.RETENTION_MS_CONFIG, Long.toString(retention.toMillis()));
        return builder.build();
    }
}
