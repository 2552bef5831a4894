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
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/** An application of all nine node configurations in one process, each with its real listener wiring. */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
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
@interface NineNodes {}
