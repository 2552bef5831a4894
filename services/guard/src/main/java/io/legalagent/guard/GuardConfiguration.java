package io.legalagent.guard;

import io.legalagent.ports.ScreenSkill;
import java.time.Clock;
import java.util.UUID;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The guard node. The screen skill must come from a real provider, never a default here: a guard that
 * silently let everything through would be worse than one that refuses to start.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(GuardSettings.class)
public class GuardConfiguration {

    @Bean
    GuardNode guardNode(ScreenSkill screen, GuardSettings settings, Clock clock) {
        var intake = new QuestionIntake(
                settings.maxQuestionChars(), clock, () -> UUID.randomUUID().toString());
        return new GuardNode(screen, settings, intake);
    }
}
