package io.legalagent.classifier;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The classifier service: reads agent.classifier, writes agent.planner. */
@SpringBootApplication
public class ClassifierApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(ClassifierApplication.class)
                .properties("spring.application.name=classifier")
                .run(args);
    }
}
