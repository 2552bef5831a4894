package io.legalagent.loop;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/** All nine node configurations in one process, with scripted ports. */
@NineNodes
@Import(InMemoryTracing.class)
class LoopTestApp {
    @Bean
    ScriptedPorts scriptedPorts() {
        return new ScriptedPorts();
    }
}
