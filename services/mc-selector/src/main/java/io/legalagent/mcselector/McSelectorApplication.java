package io.legalagent.mcselector;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The MC selector service: reads agent.mc-selector, writes agent.memory. */
@SpringBootApplication
public class McSelectorApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(McSelectorApplication.class)
                .properties("spring.application.name=mc-selector")
                .run(args);
    }
}
