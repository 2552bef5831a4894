package io.legalagent.guard;

import io.legalagent.retrieval.RetrievalAutoConfiguration;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * The guard service: reads legal.questions, writes agent.classifier or agent.observer. It uses the
 * retrieval module only for its embedding model (the learned detector's), so the retriever and its
 * settings stay out of it and out of its ResearchPack constants.
 */
@SpringBootApplication(exclude = RetrievalAutoConfiguration.class)
public class GuardApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(GuardApplication.class)
                .properties("spring.application.name=guard")
                .run(args);
    }
}
