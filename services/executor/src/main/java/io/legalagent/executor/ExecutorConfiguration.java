package io.legalagent.executor;

import io.legalagent.ports.FrozenConstants;
import io.legalagent.ports.Retriever;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.SynthesizeSkill;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The executor node; the skills and the retriever must come from real providers. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ExecutorSettings.class)
public class ExecutorConfiguration {

    /** The frozen constants the executor's context window is built with, in every pack it adds to. */
    @Bean
    FrozenConstants rpConstants() {
        return new RpConstantsRecord();
    }

    @Bean
    ExecutorNode executorNode(
            RewriteSkill rewriteSkill,
            Retriever retriever,
            SynthesizeSkill synthesizeSkill,
            ExecutorSettings settings) {
        return new ExecutorNode(rewriteSkill, retriever, synthesizeSkill, settings);
    }
}
