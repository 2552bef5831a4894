package io.legalagent.model;

import io.legalagent.ports.ChoiceSkill;
import io.legalagent.ports.ClassifySkill;
import io.legalagent.ports.FrozenConstants;
import io.legalagent.ports.HopBudget;
import io.legalagent.ports.PlanSkill;
import io.legalagent.ports.ReplanSkill;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.ports.SecretMask;
import io.legalagent.ports.SynthesizeSkill;
import io.micrometer.core.instrument.Metrics;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Clock;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Lazy;

/**
 * The seven skill ports from the provider named by {@code legal.model.provider} (offline, ollama or
 * openai). There is no default provider: a service that does not say which one it uses stops at
 * start-up, naming the setting. A service may define any port itself; this then steps aside for it.
 */
@AutoConfiguration
@EnableConfigurationProperties({ModelSettings.class, GenAiCaptureSettings.class})
public class ModelAutoConfiguration {
    private static final Logger log = LoggerFactory.getLogger(ModelAutoConfiguration.class);

    @Bean
    @ConditionalOnMissingBean
    public SkillBook skillBook(ModelSettings settings) {
        return SkillBook.ofAllSkills(settings.skillsPath());
    }

    /** The model's part of the ResearchPack manifest. */
    @Bean
    FrozenConstants modelConstants(ModelSettings settings, SkillBook book) {
        return new ModelConstants(settings, book);
    }

    /** The model calls' share of a hop's time, for the node runtime's poll interval. */
    @Bean
    HopBudget modelHopBudget(ModelSettings settings) {
        return new ModelHopBudget(settings);
    }

    /**
     * Lazy: a service that defines every port itself needs no provider, while any port bean taken from
     * here still creates it (and fails on a missing provider) at start-up. Model calls are traced with
     * the service's OpenTelemetry (the node runtime provides it); without one they are not traced.
     */
    @Bean
    @Lazy
    ProviderSkills providerSkills(
            ModelSettings settings,
            GenAiCaptureSettings capture,
            SkillBook book,
            ObjectProvider<Clock> clock,
            ObjectProvider<OpenTelemetry> openTelemetry) {
        var provider = settings.requiredProvider();
        var skills = suiteOf(
                settings,
                book,
                clock.getIfAvailable(Clock::systemUTC),
                openTelemetry.getIfAvailable(OpenTelemetry::noop),
                capture.captureMessageContent());
        log.info("Skills provider: {}{}", provider.name().toLowerCase(Locale.ROOT), describe(settings));
        if (capture.captureMessageContent() && provider != ModelSettings.Provider.OFFLINE) {
            // Said at start-up because it puts questions and answers into whatever stores the traces.
            log.info(
                    "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT is on: model spans carry prompt and reply text");
        }
        return new ProviderSkills(provider, skills);
    }

    @Bean
    @ConditionalOnMissingBean
    ScreenSkill screenSkill(ProviderSkills provided) {
        return provided.skills()::screen;
    }

    @Bean
    @ConditionalOnMissingBean
    ClassifySkill classifySkill(ProviderSkills provided) {
        return provided.skills()::classify;
    }

    @Bean
    @ConditionalOnMissingBean
    PlanSkill planSkill(ProviderSkills provided) {
        return provided.skills()::plan;
    }

    @Bean
    @ConditionalOnMissingBean
    RewriteSkill rewriteSkill(ProviderSkills provided) {
        return provided.skills()::rewrite;
    }

    @Bean
    @ConditionalOnMissingBean
    SynthesizeSkill synthesizeSkill(ProviderSkills provided) {
        return provided.skills()::synthesize;
    }

    @Bean
    @ConditionalOnMissingBean
    ReplanSkill replanSkill(ProviderSkills provided) {
        return provided.skills()::replan;
    }

    @Bean
    @ConditionalOnMissingBean
    ChoiceSkill choiceSkill(ProviderSkills provided) {
        return provided.skills()::select;
    }

    /** The seven skills of the configured provider; model calls traced with {@code openTelemetry}. */
    static SkillSuite suiteOf(
            ModelSettings settings, SkillBook book, Clock clock, OpenTelemetry openTelemetry, boolean captureContent) {
        return switch (settings.requiredProvider()) {
            case OFFLINE -> new OfflineSkills();
            case OLLAMA -> onModel(
                    new ChatModelClient(
                            ChatModels.ollama(settings.ollama(), clock),
                            settings.mergeSystemPrompt(),
                            settings.replySchemas()),
                    settings,
                    book,
                    openTelemetry,
                    captureContent);
            case OPENAI -> onModel(
                    new ChatModelClient(
                            ChatModels.openAi(settings.openai(), clock),
                            settings.mergeSystemPrompt(),
                            settings.replySchemas()),
                    settings,
                    book,
                    openTelemetry,
                    captureContent);
        };
    }

    private static SkillSuite onModel(
            ModelClient client,
            ModelSettings settings,
            SkillBook book,
            OpenTelemetry openTelemetry,
            boolean captureContent) {
        var guarded = new ResilientModelClient(client, settings.resilience(), "model");
        var target = ModelTarget.of(settings);
        var traced = TracedModelClient.around(guarded, openTelemetry, target, captureContent);
        // The registry Spring Boot binds to the global one: /actuator/prometheus shows these.
        var metered = new MeteredModelClient(traced, target, Metrics.globalRegistry, System::nanoTime);
        return new LlmSkills(new SkillRunner(metered, book, System::nanoTime));
    }

    private static String describe(ModelSettings settings) {
        return switch (settings.provider()) {
            case OFFLINE -> " (deterministic heuristics, no language model)";
            case OLLAMA -> " (model " + settings.ollama().model() + " at "
                    + SecretMask.mask(settings.ollama().baseUrl()) + ")";
            case OPENAI -> " (model " + settings.openai().model() + " at "
                    + SecretMask.mask(settings.openai().baseUrl()) + ")";
        };
    }
}
