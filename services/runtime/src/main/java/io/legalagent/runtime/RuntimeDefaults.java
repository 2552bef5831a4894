package io.legalagent.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.PropertiesPropertySourceLoader;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.io.ClassPathResource;

/**
 * Adds the defaults every node service shares as the lowest-precedence property source, early
 * enough for auto-configuration conditions to see them; anything a service or its operator
 * configures wins.
 */
class RuntimeDefaults implements EnvironmentPostProcessor {
    static final String SOURCE = "legalRuntimeDefaults";
    private static final String RESOURCE = "legal-runtime-defaults.properties";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        try {
            new PropertiesPropertySourceLoader()
                    .load(SOURCE, new ClassPathResource(RESOURCE))
                    .forEach(source -> environment.getPropertySources().addLast(source));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
