package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Topics;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.TopicPartition;
import tools.jackson.core.JacksonException;

/**
 * Every committed answer on {@code legal.answers}, read from the beginning of each partition up to
 * its last stable offset as a read_committed consumer sees it at the time of reading: what any
 * client of the system would ever be given, duplicates included.
 */
final class AnswerLog {
    private static final Duration POLL = Duration.ofMillis(500);
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private AnswerLog() {}

    static List<DeliveredAnswer> read(String bootstrap) {
        try (var consumer = KafkaClients.readCommittedConsumer(bootstrap)) {
            var infos = consumer.partitionsFor(Topics.ANSWERS, PATIENCE);
            if (infos == null || infos.isEmpty()) {
                throw new IllegalStateException("topic " + Topics.ANSWERS + " does not exist");
            }
            var partitions = infos.stream()
                    .map(i -> new TopicPartition(i.topic(), i.partition()))
                    .toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            var end = consumer.endOffsets(partitions, PATIENCE);
            var answers = new ArrayList<DeliveredAnswer>();
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (partitions.stream().anyMatch(p -> consumer.position(p, PATIENCE) < end.get(p))) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(
                            "could not read " + Topics.ANSWERS + " to its end in " + PATIENCE.toSeconds() + " s");
                }
                for (var record : consumer.poll(POLL)) {
                    if (record.value() == null) {
                        continue;
                    }
                    try {
                        var answer = Json.MAPPER.readValue(record.value(), Answer.class);
                        answers.add(new DeliveredAnswer(
                                answer.requestId(),
                                answer.runId(),
                                answer.status() == null
                                        ? "none"
                                        : answer.status().name(),
                                record.timestamp(),
                                record.partition(),
                                record.offset()));
                    } catch (JacksonException | IllegalArgumentException e) {
                        // not an answer of this version: someone else's record
                    }
                }
            }
            return answers;
        }
    }
}
