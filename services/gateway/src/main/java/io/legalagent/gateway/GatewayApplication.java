package io.legalagent.gateway;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.PropertySource;

/**
 * The gateway: questions over HTTP onto {@code legal.questions}, each run's progress as server-sent
 * events, answers and their replay verdicts by request id, and the web page. No node logic: it only
 * publishes and reads. Its parts come from {@link GatewayConfiguration} alone (no package scan), so
 * that a test can run the gateway in one process with the nine nodes.
 */
@SpringBootConfiguration
// The replay library reads the model module's reply schemas (their hashes are frozen constants);
// the gateway calls no model, so the model's beans stay out.
@EnableAutoConfiguration(excludeName = "io.legalagent.model.ModelAutoConfiguration")
@Import(GatewayConfiguration.class)
@PropertySource("classpath:gateway.properties")
public class GatewayApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(GatewayApplication.class)
                .properties("spring.application.name=gateway")
                .run(args);
    }
}
