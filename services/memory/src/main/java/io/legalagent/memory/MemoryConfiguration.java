package io.legalagent.memory;

import io.legalagent.ports.QaMemory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The memory node; QA memory must come from a real provider. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(MemorySettings.class)
public class MemoryConfiguration {

    @Bean
    MemoryNode memoryNode(QaMemory memory, MemorySettings settings) {
        return new MemoryNode(memory, settings);
    }
}
