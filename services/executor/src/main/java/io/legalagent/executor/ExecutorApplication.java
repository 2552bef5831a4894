package io.legalagent.executor;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The executor service: reads agent.executor, writes agent.evaluator. */
@SpringBootApplication
public class ExecutorApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(ExecutorApplication.class)
                .properties("spring.application.name=executor")
                .run(args);
    }
}
