package io.legalagent.evaluator;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The evaluator node; it needs no port, only its settings. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(EvaluatorSettings.class)
public class EvaluatorConfiguration {

    @Bean
    EvaluatorNode evaluatorNode(EvaluatorSettings settings) {
        return new EvaluatorNode(settings);
    }
}
