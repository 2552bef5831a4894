package io.legalagent.gateway;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.DocumentProgress;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes what the nodes write for one run, in the runtime's form: each hop's progress event in a
 * transaction of its own (keyed by run id, the request id in its header), and the observer's last
 * event with the answer (keyed by request id) in one transaction, each carrying the run's owner as
 * the guard states it. Reads the gateway's questions back as the guard would see them. For the gateway's tests; the loop tests run the real nine nodes.
 */
final class Pipeline implements AutoCloseable {
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final List<Hop> SIMPLE_RUN = List.of(
            new Hop("guard", "SAFE", Topics.CLASSIFIER),
            new Hop("classifier", "CLASSIFIED", Topics.PLANNER),
            new Hop("planner", "PLANNED", Topics.EXECUTOR),
            new Hop("executor", "EXECUTED", Topics.EVALUATOR),
            new Hop("evaluator", "FINISH", Topics.MC_SELECTOR),
            new Hop("mc-selector", "SELECTED", Topics.MEMORY),
            new Hop("memory", "RECORDED", Topics.OBSERVER),
            new Hop("observer", "FINAL", Topics.ANSWERS));

    private final String brokers;
    private final KafkaProducer<String, byte[]> producer;

    Pipeline(String brokers) {
        this.brokers = brokers;
        this.producer = new KafkaProducer<>(
                Map.of(
                        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        brokers,
                        ProducerConfig.TRANSACTIONAL_ID_CONFIG,
                        "pipeline-" + UUID.randomUUID(),
                        ProducerConfig.LINGER_MS_CONFIG,
                        0),
                new StringSerializer(),
                new ByteArraySerializer());
        producer.initTransactions();
    }

    /** One run of a request, its hops written one by one. */
    final class Run {
        final String requestId;
        final Owner owner;
        final String runId = UUID.randomUUID().toString();
        private AgentState state;

        Run(String requestId, Owner owner) {
            this.requestId = requestId;
            this.owner = owner;
            this.state = AgentState.start(runId, requestId, Question.of("What is battery?"), Instant.now());
        }

        /** Commits hop {@code n} (1-based) of {@link #SIMPLE_RUN}; the last one with the answer. */
        void hop(int n) {
            var hop = SIMPLE_RUN.get(n - 1);
            state = state.afterHop(hop, 5, Instant.now());
            producer.beginTransaction();
            var event = new ProgressEvent(
                    SchemaVersion.CURRENT,
                    runId,
                    requestId,
                    hop.node(),
                    hop.route(),
                    hop.topic(),
                    n >= 3 ? 1 : null,
                    n >= 4 ? 0.8 : null,
                    n,
                    n == SIMPLE_RUN.size() ? RunStatus.ANSWERED : RunStatus.IN_PROGRESS,
                    "4bf92f3577b34da6a3ce929d0e0e4736",
                    Instant.now());
            var record = new ProducerRecord<>(Topics.PROGRESS, runId, owned(event));
            record.headers().add(Topics.REQUEST_ID_HEADER, requestId.getBytes(StandardCharsets.UTF_8));
            producer.send(record);
            if (n == SIMPLE_RUN.size()) {
                var answer = Answer.from(
                        state.withStatus(RunStatus.ANSWERED).withFinalAnswer("Battery is [Query 1][Source 1]."),
                        "4bf92f3577b34da6a3ce929d0e0e4736",
                        Instant.now());
                producer.send(new ProducerRecord<>(Topics.ANSWERS, requestId, owned(answer)));
            }
            producer.commitTransaction();
        }

        /** The record's JSON with the run's {@code owner}, as the nodes write it. */
        private byte[] owned(Object value) {
            ObjectNode json = JSON.valueToTree(value);
            json.set("owner", JSON.valueToTree(owner));
            return JSON.writeValueAsBytes(json);
        }

        void hops(int from, int to) {
            for (int n = from; n <= to; n++) {
                hop(n);
            }
        }

        void all() {
            hops(1, SIMPLE_RUN.size());
        }
    }

    /** A run of the pipeline's request id {@code requestId}, owned by {@code owner}. */
    Run run(String requestId, Owner owner) {
        return new Run(requestId, owner);
    }

    /** Every committed question on legal.gateway.questions so far. */
    List<ConsumerRecord<String, byte[]>> questions() {
        return records(Topics.GATEWAY_QUESTIONS);
    }

    /** Commits one file's progress event, keyed by its request id, as the ingest service does. */
    void documentProgress(DocumentProgress progress) {
        producer.beginTransaction();
        producer.send(
                new ProducerRecord<>(Topics.DOCUMENT_PROGRESS, progress.requestId(), JSON.writeValueAsBytes(progress)));
        producer.commitTransaction();
    }

    /** Every committed record on a topic so far. */
    List<ConsumerRecord<String, byte[]>> records(String topic) {
        var found = new ArrayList<ConsumerRecord<String, byte[]>>();
        try (var consumer = new KafkaConsumer<>(
                Map.<String, Object>of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        brokers,
                        ConsumerConfig.ISOLATION_LEVEL_CONFIG,
                        "read_committed"),
                new StringDeserializer(),
                new ByteArrayDeserializer())) {
            var partitions = consumer.partitionsFor(topic).stream()
                    .map(p -> new TopicPartition(p.topic(), p.partition()))
                    .toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            var ends = consumer.endOffsets(partitions);
            while (partitions.stream().anyMatch(p -> consumer.position(p) < ends.get(p))) {
                consumer.poll(Duration.ofMillis(200)).forEach(found::add);
            }
        }
        return found;
    }

    @Override
    public void close() {
        producer.close(Duration.ofSeconds(5));
    }
}
