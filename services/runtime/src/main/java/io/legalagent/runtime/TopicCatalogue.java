package io.legalagent.runtime;

import io.legalagent.contracts.Topics;
import org.apache.kafka.clients.admin.NewTopic;
import org.springframework.kafka.config.TopicBuilder;
import org.springframework.kafka.core.KafkaAdmin;

/** Declares every topic once, with the configured partitions; the admin creates missing ones. */
final class TopicCatalogue {
    private TopicCatalogue() {}

    static KafkaAdmin.NewTopics declare(RuntimeSettings settings) {
        return new KafkaAdmin.NewTopics(Topics.all().stream()
                .map(name -> TopicBuilder.name(name)
                        .partitions(settings.partitions())
                        .replicas(settings.replicas())
                        .build())
                .toArray(NewTopic[]::new));
    }
}
