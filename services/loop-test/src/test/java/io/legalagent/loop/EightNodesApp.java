package io.legalagent.loop;

import io.legalagent.evaluator.EvaluatorConfiguration;
import io.legalagent.executor.ExecutorConfiguration;
import io.legalagent.guard.GuardConfiguration;
import io.legalagent.mcselector.McSelectorConfiguration;
import io.legalagent.memory.MemoryConfiguration;
import io.legalagent.observer.ObserverConfiguration;
import io.legalagent.planner.PlannerConfiguration;
import io.legalagent.replanner.ReplannerConfiguration;
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
@Import({
    GuardConfiguration.class,
    PlannerConfiguration.class,
    ExecutorConfiguration.class,
    EvaluatorConfiguration.class,
    ReplannerConfiguration.class,
    McSelectorConfiguration.class,
    MemoryConfiguration.class,
    ObserverConfiguration.class,
    InMemoryTracing.class
})
class EightNodesApp {
    @Bean
    HopFaults hopFaults() {
        return new HopFaults();
    }
}
