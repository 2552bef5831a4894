package io.legalagent.loop;

import io.legalagent.guard.GuardConfiguration;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/** The guard alone, as a second guard process that takes over legal.questions from the first. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import(GuardConfiguration.class)
class GuardOnlyApp {}
