package io.legalagent.replanner;

import io.legalagent.ports.ReplanSkill;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The replanner node; the replan skill must come from a real provider. */
@Configuration(proxyBeanMethods = false)
public class ReplannerConfiguration {

    @Bean
    ReplannerNode replannerNode(ReplanSkill replanSkill) {
        return new ReplannerNode(replanSkill);
    }
}
