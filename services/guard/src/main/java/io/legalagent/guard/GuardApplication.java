package io.legalagent.guard;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The guard service: reads legal.questions, writes agent.classifier or agent.observer. */
@SpringBootApplication
public class GuardApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(GuardApplication.class)
                .properties("spring.application.name=guard")
                .run(args);
    }
}
