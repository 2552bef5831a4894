package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Topics;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException;

/**
 * Every committed answer on {@code legal.answers}, read from the beginning of each partition up to
 * its last stable offset as a read_committed consumer sees it at the time of reading: what any
 * client of the system would ever be given, duplicates included.
 */
final class AnswerLog {
    private AnswerLog() {}

    static List<DeliveredAnswer> read(String bootstrap) {
        try (var consumer = KafkaClients.readCommittedConsumer(bootstrap)) {
            var answers = new ArrayList<DeliveredAnswer>();
            TopicToEnd.read(consumer, Topics.ANSWERS, "", record -> {
                if (record.value() == null) {
                    return;
                }
                try {
                    var answer = Json.MAPPER.readValue(record.value(), Answer.class);
                    answers.add(new DeliveredAnswer(
                            answer.requestId(),
                            answer.runId(),
                            answer.status() == null ? "none" : answer.status().name(),
                            record.timestamp(),
                            record.partition(),
                            record.offset()));
                } catch (JacksonException | IllegalArgumentException e) {
                    // not an answer of this version: someone else's record
                }
            });
            return answers;
        }
    }
}
