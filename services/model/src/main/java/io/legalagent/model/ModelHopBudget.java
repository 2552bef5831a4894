package io.legalagent.model;

import io.legalagent.contracts.NodeName;
import io.legalagent.ports.HopBudget;
import java.time.Duration;

/**
 * The longest one guarded model call can take, as the settings bound it: the wait for a bulkhead
 * slot, then every try (connect and reply timeouts) with the waits between tries, each as long as
 * the longer of the backoff and the longest Retry-After honoured. A node's hop makes at most its
 * {@link NodeName#maxModelCalls()} such calls. The offline provider calls no model.
 */
final class ModelHopBudget implements HopBudget {
    private final ModelSettings settings;

    ModelHopBudget(ModelSettings settings) {
        this.settings = settings;
    }

    @Override
    public Duration of(NodeName node) {
        return perCall().multipliedBy(node.maxModelCalls());
    }

    @Override
    public String explain(NodeName node) {
        var r = settings.resilience();
        return "%d model call(s) x %s (bulkhead wait %s + %d tries x (connect %s + reply %s) + retry waits %s)"
                .formatted(
                        node.maxModelCalls(),
                        text(perCall()),
                        text(r.maxWait()),
                        r.maxAttempts(),
                        text(connectTimeout()),
                        text(replyTimeout()),
                        text(retryWaits()));
    }

    Duration perCall() {
        if (settings.provider() == null || settings.provider() == ModelSettings.Provider.OFFLINE) {
            return Duration.ZERO;
        }
        var tries = connectTimeout()
                .plus(replyTimeout())
                .multipliedBy(settings.resilience().maxAttempts());
        return settings.resilience().maxWait().plus(tries).plus(retryWaits());
    }

    private Duration retryWaits() {
        var r = settings.resilience();
        var total = Duration.ZERO;
        double backoff = r.initialBackoff().toMillis();
        for (int retry = 1; retry < r.maxAttempts(); retry++) {
            long wait = (long) Math.min(backoff, r.maxBackoff().toMillis());
            total = total.plusMillis(Math.max(wait, r.maxRetryAfter().toMillis()));
            backoff *= r.backoffMultiplier();
        }
        return total;
    }

    private Duration connectTimeout() {
        return settings.provider() == ModelSettings.Provider.OPENAI
                ? settings.openai().connectTimeout()
                : settings.ollama().connectTimeout();
    }

    private Duration replyTimeout() {
        return settings.provider() == ModelSettings.Provider.OPENAI
                ? settings.openai().timeout()
                : settings.ollama().timeout();
    }

    /** {@code 8m}, {@code 30s}, {@code 1500ms}: as the runtime prints durations beside it. */
    private static String text(Duration duration) {
        long millis = duration.toMillis();
        if (millis >= 60_000 && millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }
}
