package io.legalagent.loop;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Eight nodes in the test's context and the classifier as a service of its own, all on the
 * {@code ollama} provider with a model server of this context's own that a test can switch off, and
 * real retrieval. The model's and the runtime's retries are scaled down from the defaults (which
 * ride out about a minute and a half) to a few seconds, so that an outage past them fits in a test.
 */
@SpringBootTest(
        classes = EightNodesApp.class,
        properties = {"spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}", "legal.runtime.partitions=2"})
abstract class SplitLoop extends ProductionLoop {
    static final OllamaStub OLLAMA = OllamaStub.start(new StubModel(StubResearch.ALL));

    /** Each hop is tried 10 times over 0.25 + 0.5 + 8 x 1 = 8.75 s of backoff before its run fails. */
    static final Map<String, String> SETTINGS = Map.ofEntries(
            Map.entry("legal.model.provider", "ollama"),
            Map.entry("legal.model.ollama.timeout", "10s"),
            Map.entry("legal.model.ollama.connect-timeout", "1s"),
            Map.entry("legal.model.resilience.max-attempts", "2"),
            Map.entry("legal.model.resilience.initial-backoff", "100ms"),
            Map.entry("legal.model.resilience.max-backoff", "200ms"),
            Map.entry("legal.model.resilience.max-retry-after", "1s"),
            Map.entry("legal.model.resilience.open-duration", "1s"),
            Map.entry("legal.runtime.partitions", "2"),
            Map.entry("legal.runtime.retry.attempts", "10"),
            Map.entry("legal.runtime.retry.initial-interval", "250ms"),
            Map.entry("legal.runtime.retry.max-interval", "1s"),
            Map.entry("legal.runtime.shutdown-timeout", "3s"),
            Map.entry("legal.runtime.abort-timeout", "5s"));

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(OLLAMA::close));
    }

    @DynamicPropertySource
    static void modelServer(DynamicPropertyRegistry registry) {
        SETTINGS.forEach((name, value) -> registry.add(name, () -> value));
        registry.add("legal.model.ollama.base-url", OLLAMA::baseUrl);
    }

    @BeforeAll
    static void startClassifier(@Autowired EmbeddedKafkaBroker broker) {
        ClassifierService.start(classifierSettings(broker));
    }

    @AfterAll
    static void stopClassifier() {
        ClassifierService.stop();
    }

    /** Every test starts with the model up and the classifier running. */
    @BeforeEach
    void upAndRunning(@Autowired EmbeddedKafkaBroker broker) {
        OLLAMA.on();
        OLLAMA.releaseHeld();
        ClassifierService.start(classifierSettings(broker));
    }

    static Map<String, String> classifierSettings(EmbeddedKafkaBroker broker) {
        var settings = new HashMap<>(SETTINGS);
        settings.put("spring.kafka.bootstrap-servers", broker.getBrokersAsString());
        settings.put("legal.model.ollama.base-url", OLLAMA.baseUrl());
        // The classifier vouches for its hops as the eight nodes do.
        settings.putAll(LoopCustodyKeys.settings());
        return settings;
    }
}
