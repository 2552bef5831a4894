package io.legalagent.reviewer;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * The reviewer service: reads agent.reviewer and parks each run on agent.review; reads
 * legal.decisions and resumes each parked run once, on the route its decision names.
 */
@SpringBootApplication
public class ReviewerApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(ReviewerApplication.class)
                .properties("spring.application.name=reviewer")
                .run(args);
    }
}
