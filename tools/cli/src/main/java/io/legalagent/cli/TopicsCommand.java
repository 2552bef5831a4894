package io.legalagent.cli;

import io.legalagent.cli.stack.Credentials;
import io.legalagent.contracts.Topic;
import io.legalagent.contracts.access.AccessTable;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.errors.TopicExistsException;

/**
 * {@code topics}: creates every topic of the catalogue that is missing (and, where the identities'
 * credentials are at hand, gives every identity of the access table its password and ACLs), with the partitions the
 * services declare and the retention and cleanup policy of {@link Topic}. The services declare the same topics and leave
 * existing ones alone; creating them first lets a question wait on {@code legal.questions} before
 * any service is up. Idempotent and quiet when nothing is missing.
 */
final class TopicsCommand {
    static final int DEFAULT_PARTITIONS = Topic.PARTITIONS;
    private final PrintStream out;
    private final PrintStream err;

    TopicsCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** On the local stack: its own credentials, when security is on. */
    int create(String bootstrap, int partitions, short replicas) throws InterruptedException {
        var config = Io.config();
        var local = Credentials.of(config);
        boolean grants = config.security() && local.exist() && bootstrap.equals(config.bootstrap());
        return create(bootstrap, partitions, replicas, grants ? local : null);
    }

    /**
     * @param logins the identities' credentials: the admin's logs in, and every identity gets its
     *     password and ACLs; null for a broker without logins (or one whose admin login comes from
     *     {@code LEGAL_KAFKA_CLIENT_CONFIG} and whose identities are kept elsewhere)
     */
    int create(String bootstrap, int partitions, short replicas, Credentials logins) throws InterruptedException {
        var login = logins == null ? Logins.of(AccessTable.ADMIN) : logins.clientSettings(AccessTable.ADMIN);
        try (var admin = KafkaClients.admin(bootstrap, login)) {
            var existing = admin.listTopics().names().get();
            var missing = new ArrayList<NewTopic>();
            for (Topic topic : Topic.values()) {
                if (!existing.contains(topic.topicName())) {
                    missing.add(new NewTopic(topic.topicName(), partitions, replicas).configs(configOf(topic)));
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
            if (logins != null) {
                AccessGrants.apply(admin, logins);
            }
            return ExitCodes.OK;
        } catch (ExecutionException e) {
            err.println("legal topics: cannot create topics on " + bootstrap + ": " + Failures.describe(e));
            return ExitCodes.ERROR;
        }
    }

    /** The catalogue's cleanup policy and retention. */
    static Map<String, String> configOf(Topic topic) {
        return Map.of(
                "cleanup.policy", topic.cleanupPolicy().configValue(),
                "retention.ms", String.valueOf(topic.retention().toMillis()));
    }
}
