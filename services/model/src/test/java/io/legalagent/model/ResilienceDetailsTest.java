package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.exception.RateLimitException;
import java.net.ConnectException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** Which failures are transient (by type and status), and how Retry-After is read. */
class ResilienceDetailsTest {

    @Test
    void classifiesByTypeAndStatusNotByMessage() {
        assertThat(TransientErrors.isTransient(new RateLimitException(new ModelHttpException(429, "", null))))
                .isTrue();
        assertThat(TransientErrors.isTransient(new InternalServerException(new ModelHttpException(503, "", null))))
                .isTrue();
        assertThat(TransientErrors.isTransient(new java.io.UncheckedIOException(new ConnectException())))
                .isTrue();
        assertThat(TransientErrors.isTransient(new InvalidRequestException(new ModelHttpException(400, "", null))))
                .isFalse();
        // A message that merely mentions a timeout is not a timeout.
        assertThat(TransientErrors.isTransient(new IllegalStateException("connection timed out, 503, rate limit")))
                .isFalse();
    }

    @Test
    void readsRetryAfterAsSecondsOrAsAnHttpDate() {
        var clock = Clock.fixed(Instant.parse("2026-11-22T10:00:00Z"), ZoneOffset.UTC);
        assertThat(RetryAfter.parse("7", clock)).contains(Duration.ofSeconds(7));
        assertThat(RetryAfter.parse("Sun, 22 Nov 2026 10:00:30 GMT", clock)).contains(Duration.ofSeconds(30));
        assertThat(RetryAfter.parse("Sun, 22 Nov 2026 09:00:00 GMT", clock)).contains(Duration.ZERO);
        assertThat(RetryAfter.parse("soon", clock)).isEmpty();
        assertThat(RetryAfter.parse(null, clock)).isEmpty();
        assertThat(TransientErrors.retryAfter(
                        new RateLimitException(new ModelHttpException(429, "", Duration.ofSeconds(3)))))
                .contains(Duration.ofSeconds(3));
    }
}
