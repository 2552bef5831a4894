package io.legalagent.memory;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The memory service: reads agent.memory, writes agent.observer; follows legal.answers to write QA memory. */
@SpringBootApplication
public class MemoryApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(MemoryApplication.class)
                .properties("spring.application.name=memory")
                .run(args);
    }
}
