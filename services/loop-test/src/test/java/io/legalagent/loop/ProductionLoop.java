package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.Topics;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SampleCollection;
import io.legalagent.runtime.EnvelopeCodec;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The nine nodes with their production ports on an embedded KRaft broker, searching the shipped
 * sample corpus in a real Chroma server with the real ONNX embedding model. A subclass names the
 * model provider ({@code legal.model.provider}) and whatever that provider needs.
 */
@SpringBootTest(
        classes = ProductionPortsApp.class,
        // A real port with the Prometheus export on, as in a deployment: tests may scrape the nodes over HTTP.
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.partitions=2",
            "management.defaults.metrics.export.enabled=true",
            "management.prometheus.metrics.export.enabled=true"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
public abstract class ProductionLoop extends ProbedBroker {
    private static final Duration WAIT = Duration.ofSeconds(120);

    @Autowired
    EnvelopeCodec codec;

    @DynamicPropertySource
    static void realRetrieval(DynamicPropertyRegistry registry) {
        var sample = SampleCollection.ingested();
        registry.add("legal.retrieval.chroma-url", () -> sample.chromaUrl().toString());
        registry.add("legal.retrieval.passages-collection", sample::name);
        // A QA memory of this context's own, so that no other test's answers are found in it.
        registry.add("legal.retrieval.memory-collection", () -> ChromaServer.uniqueCollection("loop-memory"));
        LoopSigningKey.register(registry);
    }

    /** Publishes a question keyed by its request id and returns the one committed answer to it. */
    Answer ask(String requestId, String text) {
        publish(requestId, text);
        return answerTo(requestId, WAIT);
    }

    void publish(String requestId, String text) {
        probe.send(Topics.QUESTIONS, requestId, text.getBytes(StandardCharsets.UTF_8));
    }

    /** The one committed answer to a request, waiting up to {@code wait} for it. */
    Answer answerTo(String requestId, Duration wait) {
        var answers =
                probe
                        .await(
                                Topics.ANSWERS,
                                r -> requestId.equals(answerOf(r.value()).requestId()),
                                1,
                                wait)
                        .stream()
                        .map(r -> answerOf(r.value()))
                        .toList();
        assertThat(answers).as("exactly one answer for " + requestId).hasSize(1);
        return answers.get(0);
    }

    /** The run's state as the memory node handed it to the observer: its final plan and context. */
    AgentState stateBeforeObserver(Answer answer) {
        var states = probe.await(Topics.OBSERVER, r -> answer.runId().equals(r.key()), 1, WAIT).stream()
                .map(r -> codec.decode(r.value(), AgentState.class))
                .toList();
        assertThat(states)
                .as("one state on " + Topics.OBSERVER + " for run " + answer.runId())
                .hasSize(1);
        return states.get(0);
    }

    /** The committed records of a topic whose key is {@code key}, read until {@code expected} are seen. */
    List<ConsumerRecord<String, byte[]>> committed(String topic, String key, int expected, Duration wait) {
        return probe.await(topic, r -> key.equals(r.key()), expected, wait);
    }

    /** Every committed record of a topic so far. */
    List<ConsumerRecord<String, byte[]>> committedRecords(String topic, Duration wait) {
        return probe.await(topic, r -> true, Integer.MAX_VALUE, wait);
    }

    private Answer answerOf(byte[] value) {
        return codec.decode(value, Answer.class);
    }

    static List<String> nodes(Answer answer) {
        return answer.path().stream().map(Hop::node).toList();
    }

    /** Each hop as {@code node:ROUTE->topic}. */
    static List<String> path(Answer answer) {
        return answer.path().stream()
                .map(h -> h.node() + ":" + h.route() + "->" + h.topic())
                .toList();
    }
}
