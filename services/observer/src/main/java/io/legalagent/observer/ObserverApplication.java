package io.legalagent.observer;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The observer service: reads agent.observer, writes the final answer to legal.answers. */
@SpringBootApplication
public class ObserverApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(ObserverApplication.class)
                .properties("spring.application.name=observer")
                .run(args);
    }
}
