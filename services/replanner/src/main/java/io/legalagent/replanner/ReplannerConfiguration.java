package io.legalagent.replanner;

import io.legalagent.ports.ReplanSkill;
import io.legalagent.runtime.ReviewSettings;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The replanner node; the replan skill must come from a real provider; legal.review.replans says whether its steps are reviewed. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ReviewSettings.class)
public class ReplannerConfiguration {

    @Bean
    ReplannerNode replannerNode(ReplanSkill replanSkill, ReviewSettings review) {
        return new ReplannerNode(replanSkill, review.replans());
    }
}
