package io.legalagent.evaluator;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The evaluator service: reads agent.evaluator, writes agent.executor, agent.replanner or agent.mc-selector. */
@SpringBootApplication
public class EvaluatorApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(EvaluatorApplication.class)
                .properties("spring.application.name=evaluator")
                .run(args);
    }
}
