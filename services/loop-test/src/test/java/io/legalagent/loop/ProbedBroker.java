package io.legalagent.loop;

import io.legalagent.runtime.testing.KafkaProbe;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.kafka.test.EmbeddedKafkaBroker;

/**
 * A test class's probe on its own context's embedded broker. Each context starts a broker of its
 * own, so the probe connects to the one injected here, never to whichever started last.
 */
abstract class ProbedBroker {
    static EmbeddedKafkaBroker kafka;
    static KafkaProbe probe;

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
