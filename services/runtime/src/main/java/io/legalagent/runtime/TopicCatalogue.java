package io.legalagent.runtime;

import io.legalagent.contracts.Topics;
import org.apache.kafka.clients.admin.NewTopic;
import org.springframework.kafka.config.TopicBuilder;
import org.springframework.kafka.core.KafkaAdmin;

/**
 * Declares every topic once, with the configured partitions; the admin creates missing ones. The
 * request ids are compacted (the latest claim per id stays for good); the others keep the broker's
 * time-based retention.
 */
final class TopicCatalogue {
    private TopicCatalogue() {}

    static KafkaAdmin.NewTopics declare(RuntimeSettings settings) {
        return new KafkaAdmin.NewTopics(Topics.all().stream()
                .map(name -> {
                    var topic = TopicBuilder.name(name)
                            .partitions(settings.partitions())
                            .replicas(settings.replicas());
                    return Topics.compacted(name) ? topic.compact().build() : topic.build();
                })
                .toArray(NewTopic[]::new));
    }
}
