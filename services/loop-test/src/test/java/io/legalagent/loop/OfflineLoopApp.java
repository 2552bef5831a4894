package io.legalagent.loop;

import io.legalagent.classifier.ClassifierConfiguration;
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
import org.springframework.context.annotation.Import;

/**
 * All nine node configurations in one process with their production ports: the model and retrieval
 * auto-configurations supply every skill, the retriever and QA memory.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import({
    GuardConfiguration.class,
    ClassifierConfiguration.class,
    PlannerConfiguration.class,
    ExecutorConfiguration.class,
    EvaluatorConfiguration.class,
    ReplannerConfiguration.class,
    McSelectorConfiguration.class,
    MemoryConfiguration.class,
    ObserverConfiguration.class
})
class OfflineLoopApp {}
