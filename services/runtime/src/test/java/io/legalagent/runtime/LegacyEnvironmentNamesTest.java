package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.logging.impl.NoOpLog;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/** The original agent's environment names as deprecated aliases of our settings. */
class LegacyEnvironmentNamesTest {
    private final List<String> warnings = new ArrayList<>();
    private final LegacyEnvironmentNames aliases = new LegacyEnvironmentNames(destination -> new NoOpLog() {
        @Override
        public void warn(Object message) {
            warnings.add(message.toString());
        }
    });

    /** An environment as a service sees it: its variables, optionally a properties file, the shared defaults. */
    private static StandardEnvironment environment(Map<String, Object> variables, Map<String, Object> file) {
        var environment = new StandardEnvironment();
        var sources = environment.getPropertySources();
        sources.replace(
                StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                new SystemEnvironmentPropertySource(
                        StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, variables));
        if (!file.isEmpty()) {
            sources.addLast(new MapPropertySource("application.properties", file));
        }
        sources.addLast(new MapPropertySource(
                RuntimeDefaults.SOURCE, Map.of("legal.guard.enabled", "true", "server.port", "8080")));
        // As SpringApplication does before post-processors run: a relaxed view over every source.
        ConfigurationPropertySources.attach(environment);
        return environment;
    }

    private StandardEnvironment processed(Map<String, Object> variables, Map<String, Object> file) {
        var environment = environment(variables, file);
        aliases.postProcessEnvironment(environment, new SpringApplication());
        return environment;
    }

    @Test
    void skipInjectionCheckTurnsTheScreeningOffAndSaysWhatToSetInstead() {
        for (var skip : List.of("1", "true", "TRUE", " yes ")) {
            warnings.clear();
            var environment = processed(Map.of("SKIP_INJECTION_CHECK", skip), Map.of());

            assertThat(environment.getProperty("legal.guard.enabled", Boolean.class))
                    .as(skip)
                    .isFalse();
            assertThat(warnings)
                    .singleElement()
                    .asString()
                    .contains("SKIP_INJECTION_CHECK is deprecated", "legal.guard.enabled", "LEGAL_GUARD_ENABLED");
        }
        for (var keep : List.of("0", "false", "")) {
            assertThat(processed(Map.of("SKIP_INJECTION_CHECK", keep), Map.of())
                            .getProperty("legal.guard.enabled", Boolean.class))
                    .as("'%s'", keep)
                    .isTrue();
        }
    }

    @Test
    void evalConfidenceThresholdIsTheEvaluatorsThreshold() {
        var environment = processed(Map.of("EVAL_CONFIDENCE_THRESHOLD", "0.70"), Map.of());

        assertThat(environment.getProperty("legal.evaluator.confidence-threshold", Double.class))
                .isEqualTo(0.70);
        assertThat(warnings)
                .singleElement()
                .asString()
                .contains(
                        "EVAL_CONFIDENCE_THRESHOLD is deprecated",
                        "legal.evaluator.confidence-threshold",
                        "LEGAL_EVALUATOR_CONFIDENCE_THRESHOLD");
    }

    @Test
    void aSettingGivenByItsOwnNameWinsOverItsAliasInAnyForm() {
        var byVariable = processed(
                Map.of("EVAL_CONFIDENCE_THRESHOLD", "0.70", "LEGAL_EVALUATOR_CONFIDENCE_THRESHOLD", "0.55"), Map.of());
        var byFile = processed(
                Map.of("SKIP_INJECTION_CHECK", "1", "EVAL_CONFIDENCE_THRESHOLD", "0.70"),
                Map.of("legal.guard.enabled", "true", "legal.evaluator.confidenceThreshold", "0.6"));

        assertThat(byVariable.getProperty("legal.evaluator.confidence-threshold", Double.class))
                .isEqualTo(0.55);
        assertThat(byFile.getProperty("legal.guard.enabled", Boolean.class)).isTrue();
        assertThat(LegacyEnvironmentNames.mapped(byFile)).isEmpty();
        assertThat(warnings).hasSize(3).allSatisfy(w -> assertThat(w).contains("is set and wins"));
    }

    @Test
    void theSharedDefaultsDoNotCountAsAnExplicitSetting() {
        var environment = processed(Map.of("SKIP_INJECTION_CHECK", "1"), Map.of());

        assertThat(LegacyEnvironmentNames.mapped(environment))
                .containsExactly(Map.entry("legal.guard.enabled", "false"));
        assertThat(environment.getProperty("legal.guard.enabled")).isEqualTo("false");
    }

    @Test
    void withoutTheOldNamesNothingChangesAndNothingIsLogged() {
        var environment = processed(Map.of("PATH", "/usr/bin"), Map.of());

        assertThat(environment.getPropertySources().contains(LegacyEnvironmentNames.SOURCE))
                .isFalse();
        assertThat(warnings).isEmpty();
    }

    @Test
    void anUnreadableSkipValueStopsStartUpNamingTheSetting() {
        assertThatThrownBy(() -> processed(Map.of("SKIP_INJECTION_CHECK", "maybe"), Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SKIP_INJECTION_CHECK")
                .hasMessageContaining("legal.guard.enabled");
    }
}
