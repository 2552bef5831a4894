package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/** The variable the launcher, compose and k8s set reaches the setting. */
class TracingSettingsTest {

    @Test
    void theTracingUiComesFromLegalTracingUiUrlInTheEnvironment() {
        var environment = new StandardEnvironment();
        environment
                .getPropertySources()
                .addFirst(new SystemEnvironmentPropertySource(
                        "env", Map.of("LEGAL_TRACING_UI_URL", "http://localhost:16686")));

        var settings = new Binder(ConfigurationPropertySources.get(environment))
                .bindOrCreate("legal.tracing", TracingSettings.class);

        assertThat(settings.uiUrl()).isEqualTo("http://localhost:16686");
    }

    @Test
    void thereIsNoTracingUiByDefault() {
        assertThat(new Binder()
                        .bindOrCreate("legal.tracing", TracingSettings.class)
                        .uiUrl())
                .isNull();
    }
}
