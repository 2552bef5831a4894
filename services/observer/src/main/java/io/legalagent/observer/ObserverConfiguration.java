package io.legalagent.observer;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The observer node; it needs no port. */
@Configuration(proxyBeanMethods = false)
public class ObserverConfiguration {

    @Bean
    ObserverNode observerNode() {
        return new ObserverNode();
    }
}
