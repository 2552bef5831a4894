package io.legalagent.cli;

import io.legalagent.contracts.access.AccessTable;
import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * The Kafka clients the commands use. Short timeouts: a command line tool should say "the broker is
 * not there" within seconds, not after the clients' default minute.
 */
final class KafkaClients {
    static final String DEFAULT_BOOTSTRAP = "127.0.0.1:9092";
    static final String BOOTSTRAP_ENV = "LEGAL_KAFKA_BOOTSTRAP";
    static final String BOOTSTRAP_OPTION = "--bootstrap-server";
    private static final int API_TIMEOUT_MS = 15_000;
    private static final int REQUEST_TIMEOUT_MS = 10_000;

    private KafkaClients() {}

    static KafkaProducer<String, byte[]> producer(String bootstrap) {
        return producer(
                bootstrap, Duration.ofMillis(API_TIMEOUT_MS), Duration.ofMillis(API_TIMEOUT_MS + REQUEST_TIMEOUT_MS));
    }

    /**
     * A producer that waits up to {@code patience} for the broker before it gives up on a record
     * (for its metadata, and for its delivery): long enough, for the chaos benchmark, to outlast a
     * broker restart.
     */
    static KafkaProducer<String, byte[]> producer(String bootstrap, Duration patience) {
        return producer(bootstrap, patience, patience);
    }

    private static KafkaProducer<String, byte[]> producer(String bootstrap, Duration block, Duration delivery) {
        return new KafkaProducer<>(
                Logins.with(
                        AccessTable.CLIENT,
                        Map.of(
                                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                                bootstrap,
                                ProducerConfig.CLIENT_ID_CONFIG,
                                "legal-cli",
                                ProducerConfig.ACKS_CONFIG,
                                "all",
                                ProducerConfig.LINGER_MS_CONFIG,
                                0,
                                ProducerConfig.MAX_BLOCK_MS_CONFIG,
                                block.toMillis(),
                                ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG,
                                REQUEST_TIMEOUT_MS,
                                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG,
                                (int) Math.max(delivery.toMillis(), REQUEST_TIMEOUT_MS))),
                new StringSerializer(),
                new ByteArraySerializer());
    }

    /**
     * A consumer without a group (the commands assign partitions themselves) that sees only committed
     * records, logged in as the client: it may read the answers and the progress, nothing else.
     */
    static KafkaConsumer<String, byte[]> readCommittedConsumer(String bootstrap) {
        return readCommittedConsumer(bootstrap, AccessTable.CLIENT);
    }

    /** The same as another identity: the admin, to look at the nodes' inboxes. */
    static KafkaConsumer<String, byte[]> readCommittedConsumer(String bootstrap, String identity) {
        return new KafkaConsumer<>(
                Logins.with(
                        identity,
                        Map.of(
                                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG,
                                bootstrap,
                                ConsumerConfig.CLIENT_ID_CONFIG,
                                "legal-cli",
                                ConsumerConfig.ISOLATION_LEVEL_CONFIG,
                                "read_committed",
                                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG,
                                false,
                                ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG,
                                API_TIMEOUT_MS,
                                ConsumerConfig.REQUEST_TIMEOUT_MS_CONFIG,
                                REQUEST_TIMEOUT_MS)),
                new StringDeserializer(),
                new ByteArrayDeserializer());
    }

    /** Logged in as the admin: topics, consumer groups, users and ACLs. */
    static Admin admin(String bootstrap) {
        return admin(bootstrap, Logins.of(AccessTable.ADMIN));
    }

    /** An admin client that logs in with {@code login} (empty: none). */
    static Admin admin(String bootstrap, Map<String, Object> login) {
        var settings = new java.util.HashMap<String, Object>(Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                AdminClientConfig.CLIENT_ID_CONFIG, "legal-cli",
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, API_TIMEOUT_MS,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, REQUEST_TIMEOUT_MS));
        settings.putAll(login);
        return Admin.create(settings);
    }
}
