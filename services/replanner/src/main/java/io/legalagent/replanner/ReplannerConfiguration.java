package io.legalagent.replanner;

import io.legalagent.ports.ReplanSkill;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The replanner node; the replan skill must come from a real provider. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ReplannerSettings.class)
public class ReplannerConfiguration {

    @Bean
    ReplannerNode replannerNode(ReplanSkill replanSkill, ReplannerSettings settings) {
        return new ReplannerNode(replanSkill, settings);
    }
}
