package io.legalagent.classifier;

import io.legalagent.ports.ClassifySkill;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The classifier node; the classify skill must come from a real provider, never a default here. */
@Configuration(proxyBeanMethods = false)
public class ClassifierConfiguration {

    @Bean
    ClassifierNode classifierNode(ClassifySkill classify) {
        return new ClassifierNode(classify);
    }
}
