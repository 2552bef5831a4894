package io.legalagent.loop;

import io.legalagent.classifier.ClassifierConfiguration;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Import;

/**
 * The classifier as its own Spring application on the test broker, as its service runs: started,
 * and stopped the way a process is on SIGTERM (its context closed), then started again.
 */
final class ClassifierService {
    @SpringBootConfiguration
    @EnableAutoConfiguration(excludeName = "io.legalagent.retrieval.RetrievalAutoConfiguration")
    @Import(ClassifierConfiguration.class)
    static class App {}

    private static ConfigurableApplicationContext running;

    private ClassifierService() {}

    /** Starts the service unless it runs; returns once its consumer is subscribed. */
    static synchronized void start(Map<String, String> settings) {
        if (running != null) {
            return;
        }
        var properties = new HashMap<>(settings);
        properties.put("spring.application.name", "classifier");
        properties.put("spring.main.banner-mode", "off");
        // As arguments, like a service's command line: they outrank the runtime's shared defaults and
        // the system property each embedded broker sets to its own address (the last one started).
        String[] args = properties.entrySet().stream()
                .map(e -> "--" + e.getKey() + "=" + e.getValue())
                .toArray(String[]::new);
        running = new SpringApplicationBuilder(App.class)
                .web(WebApplicationType.NONE)
                .run(args);
    }

    /** Stops the service as SIGTERM would; returns how long the graceful stop took. */
    static synchronized Duration stop() {
        if (running == null) {
            return Duration.ZERO;
        }
        long started = System.nanoTime();
        running.close();
        running = null;
        return Duration.ofNanos(System.nanoTime() - started);
    }

    static synchronized boolean isRunning() {
        return running != null;
    }
}
