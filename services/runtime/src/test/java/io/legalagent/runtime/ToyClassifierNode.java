package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.testing.KafkaProbe;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

/** The toy classifier as a process of its own on a one-broker cluster, for tests of restarts and timeouts. */
final class ToyClassifierNode {
    private ToyClassifierNode() {}

    /** A started broker of one node, two partitions a topic, with {@code extra} broker settings. */
    static EmbeddedKafkaBroker broker(Map<String, String> extra) {
        var properties = new HashMap<String, String>(extra);
        properties.put("transaction.state.log.replication.factor", "1");
        properties.put("transaction.state.log.min.isr", "1");
        var broker = new EmbeddedKafkaKraftBroker(1, 2).brokerProperties(properties);
        broker.afterPropertiesSet();
        return broker;
    }

    /** The classifier on {@code broker}, with {@code properties} on top of what every test gives it. */
    static ConfigurableApplicationContext start(EmbeddedKafkaBroker broker, String... properties) {
        var all = Stream.concat(
                        Stream.of(
                                "spring.application.name=classifier",
                                "spring.kafka.bootstrap-servers=" + broker.getBrokersAsString(),
                                "legal.runtime.partitions=2"),
                        Stream.of(properties))
                .toArray(String[]::new);
        return new SpringApplicationBuilder(RuntimeTestApp.class)
                .web(WebApplicationType.NONE)
                .properties(all)
                .run();
    }

    /** Publishes a new run of {@code question} to the classifier's inbox; its run id. */
    static String ask(ConfigurableApplicationContext node, KafkaProbe probe, String question) {
        return ask(node, probe, UUID.randomUUID().toString(), question);
    }

    /** Publishes run {@code runId} of {@code question} to the classifier's inbox; its run id. */
    static String ask(ConfigurableApplicationContext node, KafkaProbe probe, String runId, String question) {
        var codec = node.getBean(EnvelopeCodec.class);
        probe.send(
                Topics.CLASSIFIER,
                runId,
                codec.encode(AgentState.start(runId, runId, Question.of(question), Instant.now())));
        return runId;
    }
}
