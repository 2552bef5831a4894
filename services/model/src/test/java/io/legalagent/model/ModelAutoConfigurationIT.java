package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.Question;
import io.legalagent.ports.ChoiceSkill;
import io.legalagent.ports.ClassifySkill;
import io.legalagent.ports.PlanSkill;
import io.legalagent.ports.ReplanSkill;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.ports.Skilled;
import io.legalagent.ports.SynthesizeSkill;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

class ModelAutoConfigurationIT {
    private final ApplicationContextRunner runner =
            new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(ModelAutoConfiguration.class));

    @Test
    void refusesToStartWithoutAProviderAndNamesTheSetting() {
        runner.run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("legal.model.provider");
        });
    }

    @Test
    void refusesAnUnknownProvider() {
        runner.withPropertyValues("legal.model.provider=gpt-please").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).hasStackTraceContaining("legal.model.provider");
        });
    }

    @Test
    void offlineProvidesAllSevenPortsAndTheSkillHashes() {
        runner.withPropertyValues("legal.model.provider=offline").run(context -> {
            assertThat(context).hasNotFailed();
            for (var port : new Class<?>[] {
                ScreenSkill.class,
                ClassifySkill.class,
                PlanSkill.class,
                RewriteSkill.class,
                SynthesizeSkill.class,
                ReplanSkill.class,
                ChoiceSkill.class
            }) {
                assertThat(context).hasSingleBean(port);
            }
            assertThat(context.getBean(SkillBook.class).sha256()).containsKeys("classify", "mc_select");
            assertThat(context.getBean(ClassifySkill.class)
                            .classify(Question.of("What is battery?"))
                            .usage())
                    .isEqualTo(ModelUsage.NONE);
        });
    }

    @Test
    void modelProvidersStartWithoutContactingTheServer() {
        runner.withPropertyValues("legal.model.provider=ollama", "legal.model.ollama.base-url=http://127.0.0.1:9")
                .run(context -> assertThat(context).hasNotFailed().hasSingleBean(ClassifySkill.class));
        runner.withPropertyValues("legal.model.provider=openai", "legal.model.openai.model=m")
                .run(context -> assertThat(context).hasNotFailed().hasSingleBean(ChoiceSkill.class));
    }

    @Test
    void bindsProviderAndResilienceSettings() {
        runner.withPropertyValues(
                        "legal.model.provider=ollama",
                        "legal.model.merge-system-prompt=true",
                        "legal.model.ollama.model=gemma3:27b",
                        "legal.model.ollama.timeout=7s",
                        "legal.model.resilience.max-attempts=5",
                        "legal.model.resilience.failure-rate-threshold=25",
                        "legal.model.resilience.max-retry-after=1m")
                .run(context -> {
                    var settings = context.getBean(ModelSettings.class);
                    assertThat(settings.mergeSystemPrompt()).isTrue();
                    assertThat(settings.ollama().model()).isEqualTo("gemma3:27b");
                    assertThat(settings.ollama().timeout()).hasSeconds(7);
                    assertThat(settings.ollama().contextSize()).isEqualTo(8192);
                    assertThat(settings.resilience().maxAttempts()).isEqualTo(5);
                    assertThat(settings.resilience().failureRateThreshold()).isEqualTo(25f);
                    assertThat(settings.resilience().maxRetryAfter()).hasMinutes(1);
                    assertThat(settings.resilience().maxConcurrentCalls()).isEqualTo(4);
                });
    }

    @Test
    void openAiNeedsAModelName() {
        runner.withPropertyValues("legal.model.provider=openai").run(context -> assertThat(context.getStartupFailure())
                .rootCause()
                .hasMessageContaining("legal.model.openai.model"));
    }

    @Test
    void aServiceMayReplaceOnePort() {
        runner.withPropertyValues("legal.model.provider=offline")
                .withBean(ScreenSkill.class, () -> q -> Skilled.free(new InjectionVerdict(true, "own")))
                .run(context -> {
                    assertThat(context).hasSingleBean(ScreenSkill.class).hasSingleBean(ClassifySkill.class);
                    assertThat(context.getBean(ScreenSkill.class)
                                    .screen(Question.of("x"))
                                    .value()
                                    .reasoning())
                            .isEqualTo("own");
                });
    }

    @Test
    void aServiceThatDefinesEveryPortNeedsNoProvider() {
        var offline = new OfflineSkills();
        runner.withBean(ScreenSkill.class, () -> offline::screen)
                .withBean(ClassifySkill.class, () -> offline::classify)
                .withBean(PlanSkill.class, () -> offline::plan)
                .withBean(RewriteSkill.class, () -> offline::rewrite)
                .withBean(SynthesizeSkill.class, () -> offline::synthesize)
                .withBean(ReplanSkill.class, () -> offline::replan)
                .withBean(ChoiceSkill.class, () -> offline::select)
                .run(context -> assertThat(context).hasNotFailed().hasSingleBean(ChoiceSkill.class));
    }

    @Test
    void aSkillsDirectoryThatIsNotMountedStopsStartUp() {
        runner.withPropertyValues("legal.model.provider=offline", "legal.model.skills-directory=/no/such/folder")
                .run(context ->
                        assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("/no/such/folder"));
    }
}
