package io.legalagent.planner;

import io.legalagent.ports.PlanSkill;
import io.legalagent.ports.QaMemory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The planner node; QA memory and the plan skill must come from real providers. */
@Configuration(proxyBeanMethods = false)
public class PlannerConfiguration {

    @Bean
    PlannerNode plannerNode(QaMemory memory, PlanSkill planSkill) {
        return new PlannerNode(memory, planSkill);
    }
}
