package io.legalagent.replanner;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The replanner service: reads agent.replanner, writes agent.executor or agent.mc-selector. */
@SpringBootApplication
public class ReplannerApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(ReplannerApplication.class)
                .properties("spring.application.name=replanner")
                .run(args);
    }
}
