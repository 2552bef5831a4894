package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.cli.stack.Broker;
import io.legalagent.cli.stack.Credentials;
import io.legalagent.cli.stack.StackConfig;
import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.AuditRecord.AuditOutcome;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.GroupAuthorizationException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.TransactionalIdAuthorizationException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The local broker as {@code ./legal up} runs it (SCRAM logins, the standard authorizer, the access
 * table's ACLs), started by the launcher's own code: each identity may do what its routes need, and
 * is refused the rest.
 */
class SecuredBrokerIT {
    private static final Path PROJECT = Path.of("../..").toAbsolutePath().normalize();
    private static final Duration SHORT = Duration.ofSeconds(10);

    @TempDir
    static Path root;

    private static Map<String, String> env;
    private static StackConfig config;
    private static Broker broker;
    private static Credentials credentials;

    @BeforeAll
    static void startTheSecuredBroker() throws Exception {
        for (String shared : List.of("deploy", "mvnw", ".mvn", "pom.xml")) {
            Files.createSymbolicLink(root.resolve(shared), PROJECT.resolve(shared));
        }
        // The broker's jars are the project's own (fetched once, kept for ./legal up).
        Path libs = PROJECT.resolve(".legal/kafka/libs");
        Files.createDirectories(libs);
        Files.createDirectories(root.resolve(".legal/kafka"));
        Files.createDirectories(root.resolve(".legal/logs"));
        Files.createSymbolicLink(root.resolve(".legal/kafka/libs"), libs);
        env = Map.of(
                "LEGAL_KAFKA_PORT", String.valueOf(freePort()),
                "LEGAL_KAFKA_CONTROLLER_PORT", String.valueOf(freePort()));
        config = StackConfig.from(root, env::get);
        broker = new Broker(config, config.kafkaData(), new PrintStream(PrintStream.nullOutputStream()));
        broker.fetch();
        broker.format();
        broker.start();
        credentials = Credentials.of(config);
        // As compose's kafka-init does it: `topics --logins DIR`, the admin's login and everyone's from DIR.
        var topics = Cli.run(
                "topics",
                "--bootstrap-server",
                config.bootstrap(),
                "--partitions",
                "1",
                "--logins",
                credentials.directory().toString());
        assertThat(topics.exitCode()).as(topics.stderr()).isZero();
    }

    @AfterAll
    static void stopTheBroker() throws IOException {
        if (broker != null) {
            broker.stop(System.err);
        }
    }

    private static int freePort() throws IOException {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static Map<String, Object> login(String identity, Map<String, Object> settings) {
        var all = new HashMap<String, Object>(settings);
        all.put("bootstrap.servers", config.bootstrap());
        all.put("default.api.timeout.ms", (int) SHORT.toMillis());
        all.put("request.timeout.ms", (int) SHORT.toMillis());
        if (identity != null) {
            all.putAll(credentials.clientSettings(identity));
        }
        return all;
    }

    private static KafkaProducer<String, String> producer(String identity, String transactionalId) {
        var settings = new HashMap<String, Object>(Map.of(ProducerConfig.MAX_BLOCK_MS_CONFIG, SHORT.toMillis()));
        if (transactionalId != null) {
            settings.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, transactionalId);
        }
        return new KafkaProducer<>(login(identity, settings), new StringSerializer(), new StringSerializer());
    }

    private static void send(String identity, String topic) throws Exception {
        try (var producer = producer(identity, null)) {
            producer.send(new ProducerRecord<>(topic, "k", "v")).get();
        }
    }

    private static void read(String identity, String topic, String group) {
        var settings = new HashMap<String, Object>();
        if (group != null) {
            settings.put(ConsumerConfig.GROUP_ID_CONFIG, group);
            settings.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        }
        try (var consumer =
                new KafkaConsumer<>(login(identity, settings), new StringDeserializer(), new StringDeserializer())) {
            var partition = new TopicPartition(topic, 0);
            consumer.assign(List.of(partition));
            consumer.seekToBeginning(List.of(partition));
            consumer.poll(Duration.ofSeconds(2));
            if (group != null) {
                consumer.commitSync();
            }
        }
    }

    private static Throwable causeOf(ThrowingCall call) {
        try {
            call.run();
        } catch (ExecutionException e) {
            return e.getCause();
        } catch (Exception e) {
            return e;
        }
        throw new AssertionError("the call was allowed");
    }

    interface ThrowingCall {
        void run() throws Exception;
    }

    @Test
    void aNodeWritesWhereItsRoutesLeadAndNowhereElse() throws Exception {
        send("classifier", Topics.PLANNER);
        send("classifier", Topics.OBSERVER);
        send("observer", Topics.ANSWERS);

        assertThat(causeOf(() -> send("classifier", Topics.ANSWERS))).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send("executor", Topics.MEMORY))).isInstanceOf(TopicAuthorizationException.class);
    }

    @Test
    void aNodeReadsOnlyItsInboxWithItsGroup() {
        read("evaluator", Topics.EVALUATOR, "legal-evaluator");

        assertThatThrownBy(() -> read("evaluator", Topics.QUESTIONS, "legal-evaluator"))
                .isInstanceOf(TopicAuthorizationException.class);
        assertThatThrownBy(() -> read("evaluator", Topics.EVALUATOR, "legal-planner"))
                .isInstanceOf(GroupAuthorizationException.class);
    }

    @Test
    void onlyTheGuardKeepsTheRequestIdLedger() throws Exception {
        send("guard", Topics.REQUEST_IDS);
        read("guard", Topics.REQUEST_IDS, null);

        assertThat(causeOf(() -> send("classifier", Topics.REQUEST_IDS)))
                .isInstanceOf(TopicAuthorizationException.class);
        assertThatThrownBy(() -> read("client", Topics.REQUEST_IDS, null))
                .isInstanceOf(TopicAuthorizationException.class);
    }

    @Test
    void onlyThePackRegistrarWritesThePackSetsAndTheGuardReadsThem() throws Exception {
        send("pack-registrar", Topics.PACKS);
        read("guard", Topics.PACKS, null);

        assertThat(causeOf(() -> send("evaluator", Topics.PACKS))).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send("client", Topics.PACKS))).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send("guard", Topics.PACKS))).isInstanceOf(TopicAuthorizationException.class);
        assertThatThrownBy(() -> read("pack-registrar", Topics.QUESTIONS, null))
                .isInstanceOf(TopicAuthorizationException.class);
    }

    @Test
    void transactionalIdsAreANodesOwnPrefix() {
        try (var producer = producer(
                "planner", AccessTable.transactionalIdPrefixOf(io.legalagent.contracts.NodeName.PLANNER) + "0")) {
            producer.initTransactions();
        }

        assertThatThrownBy(() -> {
                    try (var producer = producer("planner", "legal-observer-0")) {
                        producer.initTransactions();
                    }
                })
                .isInstanceOf(TransactionalIdAuthorizationException.class);
    }

    @Test
    void theClientAsksAndReadsAnswersButCannotTouchTheLoop() throws Exception {
        send("client", Topics.QUESTIONS);
        read("client", Topics.ANSWERS, AccessTable.CLIENT_GROUP_PREFIX + "test");
        read("client", Topics.PROGRESS, null);

        assertThat(causeOf(() -> send("client", Topics.EXECUTOR))).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send("client", Topics.ANSWERS))).isInstanceOf(TopicAuthorizationException.class);
        assertThatThrownBy(() -> read("client", Topics.EXECUTOR, null)).isInstanceOf(TopicAuthorizationException.class);
        assertThatThrownBy(() -> read("client", Topics.ANSWERS, "legal-observer"))
                .isInstanceOf(GroupAuthorizationException.class);
    }

    /** Compose's kafka-init runs the same command: the parked runs outlive the longest review there too. */
    @Test
    void theTopicsCommandCompactsTheParkedRunsAndKeepsThemAsTheCatalogueSays() throws Exception {
        var topic = new org.apache.kafka.common.config.ConfigResource(
                org.apache.kafka.common.config.ConfigResource.Type.TOPIC, Topics.REVIEW);
        try (var admin = Admin.create(login(AccessTable.ADMIN, Map.of()))) {
            var config = admin.describeConfigs(List.of(topic)).all().get().get(topic);

            assertThat(config.get("cleanup.policy").value()).isEqualTo("compact,delete");
            assertThat(config.get("retention.ms").value())
                    .isEqualTo(Long.toString(
                            io.legalagent.contracts.Topic.REVIEW.retention().toMillis()))
                    .isEqualTo("2592000000");
        }
    }

    @Test
    void theReviewerParksResumesAndReadsTheDecisionsInItsOwnGroup() throws Exception {
        send("reviewer", Topics.REVIEW);
        send("reviewer", Topics.EXECUTOR);
        send("reviewer", Topics.REVIEWS);
        send("reviewer", Topics.DECISIONS);
        read("reviewer", Topics.REVIEWER, AccessTable.groupOf(io.legalagent.contracts.NodeName.REVIEWER));
        read("reviewer", Topics.REVIEW, null);
        read("reviewer", Topics.DECISIONS, AccessTable.REVIEWER_DECISIONS_GROUP);

        assertThat(causeOf(() -> send("reviewer", Topics.ANSWERS))).isInstanceOf(TopicAuthorizationException.class);
        assertThatThrownBy(() -> read("reviewer", Topics.DECISIONS, "legal-gateway"))
                .isInstanceOf(GroupAuthorizationException.class);
    }

    @Test
    void onlyTheReviewerParksRunsAndOnlyTheGatewayAndTheReviewerDecide() throws Exception {
        send(AccessTable.GATEWAY, Topics.DECISIONS);
        read(AccessTable.GATEWAY, Topics.REVIEW, null);
        read(AccessTable.GATEWAY, Topics.REVIEWS, null);

        assertThat(causeOf(() -> send("client", Topics.DECISIONS))).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send("planner", Topics.DECISIONS))).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send("planner", Topics.REVIEW))).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send("observer", Topics.REVIEW))).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send(AccessTable.GATEWAY, Topics.REVIEW)))
                .isInstanceOf(TopicAuthorizationException.class);
        assertThatThrownBy(() -> read("client", Topics.REVIEW, null)).isInstanceOf(TopicAuthorizationException.class);
        assertThatThrownBy(() -> read(AccessTable.GATEWAY, Topics.DECISIONS, null))
                .isInstanceOf(TopicAuthorizationException.class);
    }

    @Test
    void theAuditCommandReadsWhatTheGatewayWritesAsTheAuditorAndTheClientCannot() throws Exception {
        var refusal = new AuditRecord(
                1,
                Instant.now(),
                "bob",
                "local",
                AuditAction.READ_ANSWER,
                "r1",
                null,
                null,
                null,
                AuditOutcome.REFUSED,
                404,
                "not the run's asker");
        try (var producer = producer(AccessTable.GATEWAY, null)) {
            producer.send(new ProducerRecord<>(Topics.AUDIT, "bob", Json.MAPPER.writeValueAsString(refusal)))
                    .get();
        }
        String previousRoot = System.getProperty("legal.root");
        System.setProperty("legal.root", root.toString());
        try {
            // The local stack's own broker and logins, as ./legal audit finds them.
            var audit = Cli.runWith(env::get, "audit", "--user", "bob");

            assertThat(audit.exitCode()).as(audit.stderr()).isZero();
            assertThat(audit.out()).contains("bob@local  READ_ANSWER  r1  REFUSED  404  not the run's asker");
        } finally {
            if (previousRoot == null) {
                System.clearProperty("legal.root");
            } else {
                System.setProperty("legal.root", previousRoot);
            }
        }
        assertThatThrownBy(() -> read("client", Topics.AUDIT, null)).isInstanceOf(TopicAuthorizationException.class);
        assertThat(causeOf(() -> send("client", Topics.AUDIT))).isInstanceOf(TopicAuthorizationException.class);
    }

    @Test
    void nobodyGetsInWithoutALogin() {
        assertThat(causeOf(() -> send(null, Topics.QUESTIONS))).isNotNull();
        try (var anonymous = Admin.create(login(null, Map.of()))) {
            assertThatThrownBy(() -> anonymous.listTopics().names().get()).isInstanceOf(ExecutionException.class);
        }
    }

    @Test
    void aWrongPasswordIsRefused() {
        var settings = login("client", Map.of());
        settings.put(
                "sasl.jaas.config",
                "org.apache.kafka.common.security.scram.ScramLoginModule required"
                        + " username=\"client\" password=\"guess\";");
        try (var admin = Admin.create(settings)) {
            assertThatThrownBy(() -> admin.listTopics().names().get())
                    .hasCauseInstanceOf(org.apache.kafka.common.errors.SaslAuthenticationException.class);
        }
    }
}
