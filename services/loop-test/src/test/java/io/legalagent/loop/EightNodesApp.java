package io.legalagent.loop;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * Every node but the classifier, with production ports; the classifier runs as a service of its own
 * ({@link ClassifierService}), so that a test can stop and restart it like a process.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
@AllButClassifier
@Import(InMemoryTracing.class)
class EightNodesApp {
    @Bean
    HopFaults hopFaults() {
        return new HopFaults();
    }
}
