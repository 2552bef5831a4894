package io.legalagent.planner;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The planner service: reads agent.planner, writes agent.executor or agent.memory. */
@SpringBootApplication
public class PlannerApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(PlannerApplication.class)
                .properties("spring.application.name=planner")
                .run(args);
    }
}
