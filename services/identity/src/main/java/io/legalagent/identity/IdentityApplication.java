package io.legalagent.identity;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.annotation.PropertySource;

/**
 * The local OpenID Connect issuer: signs users in for the page, and mints tokens for scripts
 * ({@code ./legal token}). For one machine or a compose stack; a firm's deployment uses its own
 * identity provider instead.
 */
@SpringBootApplication
@PropertySource("classpath:identity.properties")
public class IdentityApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(IdentityApplication.class)
                .properties("spring.application.name=identity")
                .run(args);
    }
}
