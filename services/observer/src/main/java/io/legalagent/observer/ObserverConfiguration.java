package io.legalagent.observer;

import io.legalagent.runtime.AnswerSigner;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The observer node, and the signer of the answers it publishes. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SigningSettings.class)
public class ObserverConfiguration {

    @Bean
    AnswerSigner answerSigner(SigningSettings settings) {
        return SigningKeyLoader.signer(settings);
    }

    @Bean
    ObserverNode observerNode() {
        return new ObserverNode();
    }
}
