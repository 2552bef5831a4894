package io.legalagent.loop;

import io.legalagent.evaluator.EvaluatorConfiguration;
import io.legalagent.executor.ExecutorConfiguration;
import io.legalagent.guard.GuardConfiguration;
import io.legalagent.mcselector.McSelectorConfiguration;
import io.legalagent.memory.MemoryConfiguration;
import io.legalagent.observer.ObserverConfiguration;
import io.legalagent.planner.PlannerConfiguration;
import io.legalagent.replanner.ReplannerConfiguration;
import io.legalagent.reviewer.ReviewerConfiguration;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.context.annotation.Import;

/**
 * The node configurations of every node but the classifier (the reviewer's included), each with its real listener wiring: the
 * nine-node loop adds the classifier in process, the split loop runs it as a service of its own.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Import({
    GuardConfiguration.class,
    PlannerConfiguration.class,
    ExecutorConfiguration.class,
    EvaluatorConfiguration.class,
    ReplannerConfiguration.class,
    McSelectorConfiguration.class,
    MemoryConfiguration.class,
    ObserverConfiguration.class,
    ReviewerConfiguration.class
})
@interface AllButClassifier {}
