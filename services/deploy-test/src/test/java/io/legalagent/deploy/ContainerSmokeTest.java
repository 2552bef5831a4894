package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.testcontainers.chromadb.ChromaDBContainer;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.kafka.KafkaContainer;
import org.testcontainers.ollama.OllamaContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * The images docker-compose.yml pins, started for real: the broker with the compose settings runs the
 * topic-init script and exactly-once hops; Chroma, Ollama and Jaeger answer, and the health checks
 * docker-compose.yml gives them pass inside their own images (which lack curl, and Chroma wget too).
 * Needs a Docker engine; skipped where there is none.
 */
@Testcontainers(disabledWithoutDocker = true)
class ContainerSmokeTest {

    /** The broker settings of the compose file that are not about listeners or identity. */
    private static final List<String> BROKER_SETTINGS = List.of(
            "KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR",
            "KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR",
            "KAFKA_TRANSACTION_STATE_LOG_MIN_ISR",
            "KAFKA_DEFAULT_REPLICATION_FACTOR",
            "KAFKA_MIN_INSYNC_REPLICAS",
            "KAFKA_AUTO_CREATE_TOPICS_ENABLE",
            "KAFKA_ADD_PARTITIONS_TO_TXN_RETRY_BACKOFF_MS");

    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    private String image(String service) {
        return ComposeFileTest.resolved(compose.at("services", service, "image"));
    }

    @Test
    void theComposeBrokerCreatesEveryTopicAndRunsExactlyOnceHops() throws Exception {
        Map<String, Object> brokerEnv = compose.map("services", "kafka", "environment");
        try (KafkaContainer kafka = new KafkaContainer(DockerImageName.parse(image("kafka")))) {
            BROKER_SETTINGS.forEach(key -> kafka.withEnv(key, String.valueOf(brokerEnv.get(key))));
            kafka.start();

            // The kafka-init command, as compose would run it after unescaping $$.
            String script = String.join(
                            "\n",
                            Tree.list(compose.at("services", "kafka-init", "command")).stream()
                                    .map(Object::toString)
                                    .toList())
                    .replace("$$", "$");
            var init = kafka.execInContainer("env", "BOOTSTRAP=localhost:9093", "PARTITIONS=6", "bash", "-ec", script);
            assertThat(init.getExitCode()).as(init.getStderr()).isZero();
            assertThat(init.getStdout()).contains("topics ready");

            try (Admin admin =
                    Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.getBootstrapServers()))) {
                Map<String, TopicDescription> topics =
                        admin.describeTopics(Topics.all()).allTopicNames().get();
                assertThat(topics.keySet()).containsExactlyInAnyOrderElementsOf(Topics.all());
                assertThat(topics.values())
                        .allSatisfy(topic -> assertThat(topic.partitions()).hasSize(6));
                String deadLetters = Topics.deadLetterOf(Topics.EXECUTOR);
                var config = admin.describeConfigs(Set.of(new ConfigResource(ConfigResource.Type.TOPIC, deadLetters)))
                        .all()
                        .get()
                        .values()
                        .iterator()
                        .next();
                assertThat(config.get("retention.ms").value()).isEqualTo(String.valueOf(30L * 86_400_000));
            }

            assertThat(exactlyOnceHop(kafka.getBootstrapServers())).containsExactly("committed");
        }
    }

    /** One aborted and one committed transaction; a read_committed consumer sees only the second. */
    private static List<String> exactlyOnceHop(String bootstrap) {
        Properties producerProps = new Properties();
        producerProps.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        producerProps.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "smoke-" + UUID.randomUUID());
        producerProps.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        producerProps.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        try (var producer = new KafkaProducer<String, String>(producerProps)) {
            producer.initTransactions();
            producer.beginTransaction();
            producer.send(new ProducerRecord<>(Topics.CLASSIFIER, "run-1", "aborted"));
            producer.abortTransaction();
            producer.beginTransaction();
            producer.send(new ProducerRecord<>(Topics.CLASSIFIER, "run-1", "committed"));
            producer.commitTransaction();
        }

        Properties consumerProps = new Properties();
        consumerProps.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        consumerProps.put(ConsumerConfig.GROUP_ID_CONFIG, "legal-classifier");
        consumerProps.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        consumerProps.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        consumerProps.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        consumerProps.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        List<String> seen = new ArrayList<>();
        try (var consumer = new KafkaConsumer<String, String>(consumerProps)) {
            consumer.subscribe(List.of(Topics.CLASSIFIER));
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (seen.isEmpty() && System.nanoTime() < deadline) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
                    seen.add(record.value());
                }
            }
        }
        return seen;
    }

    @Test
    void theComposeChromaAnswersItsHeartbeatAndPassesItsHealthCheck() throws Exception {
        try (ChromaDBContainer chroma = new ChromaDBContainer(DockerImageName.parse(image("chroma")))) {
            chroma.start();
            assertThat(get(chroma.getEndpoint() + "/api/v2/heartbeat")).isEqualTo(200);
            assertHealthy(chroma, "chroma");
        }
    }

    @Test
    void theComposeOllamaAnswersItsVersionAndPassesItsHealthCheck() throws Exception {
        try (OllamaContainer ollama = new OllamaContainer(DockerImageName.parse(image("ollama")))) {
            ollama.start();
            assertThat(get(ollama.getEndpoint() + "/api/version")).isEqualTo(200);
            assertHealthy(ollama, "ollama");
        }
    }

    @Test
    void theComposeJaegerServesItsUiAndPassesItsHealthCheck() throws Exception {
        try (GenericContainer<?> jaeger = new GenericContainer<>(DockerImageName.parse(image("jaeger")))
                .withExposedPorts(16686, 4318, 13133)
                .waitingFor(Wait.forHttp("/status").forPort(13133))) {
            jaeger.start();
            assertThat(get("http://" + jaeger.getHost() + ":" + jaeger.getMappedPort(16686) + "/"))
                    .isEqualTo(200);
            assertHealthy(jaeger, "jaeger");
        }
    }

    /** Runs a service's compose health check inside the container, as Docker would. */
    private void assertHealthy(GenericContainer<?> container, String service) throws Exception {
        List<String> test = Tree.list(compose.at("services", service, "healthcheck", "test")).stream()
                .map(Object::toString)
                .map(part -> part.replace("$$", "$"))
                .toList();
        List<String> command =
                switch (test.get(0)) {
                    case "CMD" -> test.subList(1, test.size());
                    case "CMD-SHELL" -> List.of("/bin/sh", "-c", test.get(1));
                    default -> throw new AssertionError(service + ": unknown health check form " + test);
                };
        var result = container.execInContainer(command.toArray(String[]::new));
        assertThat(result.getExitCode())
                .as("%s health check %s: %s %s", service, command, result.getStdout(), result.getStderr())
                .isZero();
    }

    private static int get(String url) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(10))
                .build();
        return HttpClient.newHttpClient()
                .send(request, HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }
}
