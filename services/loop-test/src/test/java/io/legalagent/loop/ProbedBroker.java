package io.legalagent.loop;

import io.legalagent.runtime.testing.KafkaProbe;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A test class's probe on its own context's embedded broker. Each context starts a broker of its
 * own, so the probe connects to the one injected here, never to whichever started last. Every
 * loop runs with custody required: each node signs its hops with its own key ({@link
 * LoopCustodyKeys}) and the observer checks each run before it answers.
 */
abstract class ProbedBroker {
    static EmbeddedKafkaBroker kafka;
    static KafkaProbe probe;

    @DynamicPropertySource
    static void custody(DynamicPropertyRegistry registry) {
        LoopCustodyKeys.register(registry);
    }

    @BeforeAll
    static void connect(@Autowired EmbeddedKafkaBroker broker) {
        kafka = broker;
        probe = new KafkaProbe(broker.getBrokersAsString());
    }

    @AfterAll
    static void disconnect() {
        probe.close();
    }
}
