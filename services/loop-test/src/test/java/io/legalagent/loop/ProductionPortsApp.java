package io.legalagent.loop;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

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

    /**
     * The nodes' web endpoints as they are in production, where no node has Spring Security: this
     * module has it only because the gateway is on its test class path, whose defaults would
     * otherwise ask every scrape for a password.
     */
    @Bean
    SecurityFilterChain nodesHaveNoSignIn(HttpSecurity http) throws Exception {
        return http.authorizeHttpRequests(requests -> requests.anyRequest().permitAll())
                .build();
    }
}
