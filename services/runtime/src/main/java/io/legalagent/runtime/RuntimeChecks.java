package io.legalagent.runtime;

import java.time.Duration;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.env.Environment;

/** Start-up figures and checks of the runtime's settings that no single client would catch. */
final class RuntimeChecks {
    private static final Logger log = LoggerFactory.getLogger(RuntimeChecks.class);
    static final String SHUTDOWN_PHASE = "spring.lifecycle.timeout-per-shutdown-phase";

    private RuntimeChecks() {}

    /** How long a failing hop is retried: what decides whether an outage costs runs or only time. */
    static void logRetryWindow(RuntimeSettings settings) {
        var retry = settings.retry();
        log.info(
                "a hop that fails transiently is tried {} times over about {} of backoff ({}) before its run fails",
                retry.attempts(),
                Durations.text(retry.window()),
                retry.waits().stream().map(Durations::text).collect(Collectors.joining(", ")));
    }

    /**
     * Spring stops the nodes within one shutdown phase; a shorter phase than the runtime's own wait
     * would cut the graceful stop short.
     */
    static void checkShutdownPhase(RuntimeSettings settings, Environment environment) {
        Duration phase = environment.getProperty(SHUTDOWN_PHASE, Duration.class, Duration.ofSeconds(30));
        Duration needed = settings.shutdownTimeout().plus(settings.abortTimeout());
        if (phase.compareTo(needed) < 0) {
            log.warn(
                    "{}={} is shorter than legal.runtime.shutdown-timeout + abort-timeout ({}): a stopping node may"
                            + " be cut off before its in-flight hop has finished or rolled back",
                    SHUTDOWN_PHASE,
                    Durations.text(phase),
                    Durations.text(needed));
        }
    }
}
