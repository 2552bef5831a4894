package io.legalagent.loop;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * The nine nodes with their production ports: the model and retrieval auto-configurations supply
 * every skill, the retriever and QA memory. Spans are kept in memory; hops of watched runs can be
 * made to fail once before their commit.
 */
@NineNodes
@Import(InMemoryTracing.class)
class ProductionPortsApp {
    @Bean
    HopFaults hopFaults() {
        return new HopFaults();
    }
}
