package io.legalagent.guard;

import io.legalagent.contracts.Question;
import io.legalagent.model.ModelSettings;
import io.legalagent.ports.FrozenConstants;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.runtime.ReviewSettings;
import io.legalagent.screen.InjectionDetector;
import io.legalagent.screen.LayeredScreen;
import io.legalagent.screen.rules.ScreenRules;
import java.time.Clock;
import java.util.UUID;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.ConsumerFactory;

/**
 * The guard node and its layered screen: the rules, the learned detector (unless switched off), then
 * the screen skill of the configured model. The screen skill must come from a real provider, never a
 * default here: a guard that silently let everything through would be worse than one that refuses to
 * start. The offline provider has no screening skill: without a model the rules and the detector are
 * the screen, so it is never asked.
 */
@Configuration(proxyBeanMethods = false)
// The review settings are the runtime's too; bound here as well, so the guard stands up on its own.
@EnableConfigurationProperties({
    GuardSettings.class,
    DetectorSettings.class,
    PackRegistrySettings.class,
    ReviewSettings.class
})
public class GuardConfiguration {

    /** Loaded at start-up and used once, so the first question does not pay for loading and compiling. */
    @Bean(destroyMethod = "close")
    @ConditionalOnBooleanProperty(name = "legal.guard.detector.enabled", matchIfMissing = true)
    InjectionDetector injectionDetector() {
        var detector = InjectionDetector.bundled();
        detector.score(Question.of("Is a promise to make a gift enforceable?"));
        return detector;
    }

    @Bean
    FrozenConstants detectorConstants(DetectorSettings settings, ObjectProvider<InjectionDetector> detector) {
        return new DetectorConstants(settings, detector.getIfAvailable());
    }

    /** The registered pack sets, read from legal.packs with the service's Kafka login; none without a broker. */
    @Bean(destroyMethod = "close")
    @SuppressWarnings("unchecked")
    PackRegistry packRegistry(ObjectProvider<ConsumerFactory<?, ?>> consumers, PackRegistrySettings settings) {
        var factory = consumers.getIfAvailable();
        return factory == null
                ? PackRegistry.NONE
                : new KafkaPackRegistry((ConsumerFactory<String, byte[]>) factory, settings.refresh());
    }

    @Bean
    GuardNode guardNode(
            PackRegistry packs,
            ScreenSkill screen,
            ObjectProvider<ModelSettings> model,
            ObjectProvider<InjectionDetector> detector,
            DetectorSettings detectorSettings,
            GuardSettings settings,
            ReviewSettings review,
            Clock clock) {
        var provider =
                model.getIfAvailable() == null ? null : model.getIfAvailable().provider();
        var layers = new LayeredScreen(
                ScreenRules.bundled(),
                detector.getIfAvailable(),
                detectorSettings.threshold(),
                provider == ModelSettings.Provider.OFFLINE ? null : screen);
        var intake = new QuestionIntake(
                settings.maxQuestionChars(),
                settings.maxContextChars(),
                clock,
                () -> UUID.randomUUID().toString(),
                settings.questionsOwner().owner(),
                review.defaults());
        return new GuardNode(layers, settings, intake, packs);
    }
}
