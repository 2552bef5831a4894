package io.legalagent.memory;

import io.legalagent.ports.QaMemory;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.memory.TrustedAnswerKeys;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The memory node, and the follower of the signed answers that writes QA memory. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(MemorySettings.class)
public class MemoryConfiguration {

    @Bean
    MemoryNode memoryNode(MemorySettings settings) {
        return new MemoryNode(settings);
    }

    @Bean
    AnswerMemory answerMemory(QaMemory memory, RetrievalSettings retrieval) {
        return new AnswerMemory(memory, TrustedAnswerKeys.of(retrieval.answerPublicKeys()));
    }
}
