package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Topics;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import tools.jackson.core.JacksonException;

/**
 * The answers a cached answer's pack may name as its source ({@code researchPack.cachedFrom}), by run
 * id, read from {@code legal.answers} the first time one is asked for: a replay of an answer that was
 * researched afresh never touches the broker.
 */
final class SourceAnswers implements Function<String, Optional<Answer>> {
    private final String bootstrap;
    private Map<String, Answer> byRun;

    SourceAnswers(String bootstrap) {
        this.bootstrap = bootstrap;
    }

    @Override
    public Optional<Answer> apply(String runId) {
        if (byRun == null) {
            byRun = read();
        }
        return Optional.ofNullable(byRun.get(runId));
    }

    private Map<String, Answer> read() {
        var answers = new HashMap<String, Answer>();
        try (var consumer = KafkaClients.readCommittedConsumer(bootstrap)) {
            TopicToEnd.read(consumer, Topics.ANSWERS, " (is the stack up? --bootstrap-server)", record -> {
                if (record.value() == null) {
                    return;
                }
                try {
                    var answer = Json.MAPPER.readValue(record.value(), Answer.class);
                    answers.putIfAbsent(answer.runId(), answer);
                } catch (JacksonException | IllegalArgumentException e) {
                    // not an answer of this version: it names no source of ours
                }
            });
        } catch (RuntimeException e) {
            Io.err.println("cannot read legal.answers for the cached answer's source: " + e.getMessage());
        }
        return answers;
    }
}
