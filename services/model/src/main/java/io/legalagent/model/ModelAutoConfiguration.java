package io.legalagent.model;

import io.legalagent.ports.ChoiceSkill;
import io.legalagent.ports.ClassifySkill;
import io.legalagent.ports.PlanSkill;
import io.legalagent.ports.ReplanSkill;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.ports.SynthesizeSkill;
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
@EnableConfigurationProperties(ModelSettings.class)
public class ModelAutoConfiguration {
    private static final Logger log = LoggerFactory.getLogger(ModelAutoConfiguration.class);

    @Bean
    @ConditionalOnMissingBean
    public SkillBook skillBook(ModelSettings settings) {
        return SkillBook.ofAllSkills(settings.skillsPath());
    }

    /**
     * Lazy: a service that defines every port itself needs no provider, while any port bean taken from
     * here still creates it (and fails on a missing provider) at start-up.
     */
    @Bean
    @Lazy
    ProviderSkills providerSkills(ModelSettings settings, SkillBook book, ObjectProvider<Clock> clock) {
        var provider = settings.requiredProvider();
        var time = clock.getIfAvailable(Clock::systemUTC);
        SkillSuite skills =
                switch (provider) {
                    case OFFLINE -> new OfflineSkills();
                    case OLLAMA -> onModel(
                            new ChatModelClient(
                                    ChatModels.ollama(settings.ollama(), time), settings.mergeSystemPrompt()),
                            settings,
                            book);
                    case OPENAI -> onModel(
                            new ChatModelClient(
                                    ChatModels.openAi(settings.openai(), time), settings.mergeSystemPrompt()),
                            settings,
                            book);
                };
        log.info("Skills provider: {}{}", provider.name().toLowerCase(Locale.ROOT), describe(settings));
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

    private static SkillSuite onModel(ModelClient client, ModelSettings settings, SkillBook book) {
        var guarded = new ResilientModelClient(client, settings.resilience(), "model");
        return new LlmSkills(new SkillRunner(guarded, book, System::nanoTime));
    }

    private static String describe(ModelSettings settings) {
        return switch (settings.provider()) {
            case OFFLINE -> " (deterministic heuristics, no language model)";
            case OLLAMA -> " (model " + settings.ollama().model() + " at "
                    + settings.ollama().baseUrl() + ")";
            case OPENAI -> " (model " + settings.openai().model() + " at "
                    + settings.openai().baseUrl() + ")";
        };
    }
}
