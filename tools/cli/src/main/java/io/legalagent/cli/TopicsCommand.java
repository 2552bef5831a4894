package io.legalagent.cli;

import io.legalagent.contracts.Topics;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.errors.TopicExistsException;

/**
 * {@code topics}: creates every topic of the catalogue that is missing, with the partitions the
 * services declare and a retention per kind (the request ids compacted instead). The services declare the same topics and leave
 * existing ones alone; creating them first lets a question wait on {@code legal.questions} before
 * any service is up. Idempotent and quiet when nothing is missing.
 */
final class TopicsCommand {
    static final int DEFAULT_PARTITIONS = 6;
    private final PrintStream out;
    private final PrintStream err;

    TopicsCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int create(String bootstrap, int partitions, short replicas) throws InterruptedException {
        try (var admin = KafkaClients.admin(bootstrap)) {
            var existing = admin.listTopics().names().get();
            var missing = new ArrayList<NewTopic>();
            for (String topic : Topics.all()) {
                if (!existing.contains(topic)) {
                    missing.add(new NewTopic(topic, partitions, replicas).configs(configOf(topic)));
                }
            }
            int created = 0;
            for (var result : admin.createTopics(missing).values().values()) {
                try {
                    result.get();
                    created++;
                } catch (ExecutionException e) {
                    // A service declaring the same topic at the same moment is no failure.
                    if (!(e.getCause() instanceof TopicExistsException)) {
                        throw e;
                    }
                }
            }
            if (created > 0) {
                out.println("created " + created + " topics (" + partitions + " partitions each)");
            }
            return ExitCodes.OK;
        } catch (ExecutionException e) {
            err.println("legal topics: cannot create topics on " + bootstrap + ": " + Failures.describe(e));
            return ExitCodes.ERROR;
        }
    }

    /** The request ids compacted, kept for good; every other topic for its retention. */
    static Map<String, String> configOf(String topic) {
        return Topics.compacted(topic)
                ? Map.of("cleanup.policy", "compact")
                : Map.of("retention.ms", String.valueOf(retentionOf(topic).toMillis()));
    }

    /** Inboxes a week, dead letters and answers a month (someone may come looking), progress a day. */
    static Duration retentionOf(String topic) {
        if (topic.endsWith(Topics.DEAD_LETTER_SUFFIX) || topic.equals(Topics.ANSWERS)) {
            return Duration.ofDays(30);
        }
        return topic.equals(Topics.PROGRESS) ? Duration.ofDays(1) : Duration.ofDays(7);
    }
}
