package io.legalagent.model;

import io.github.resilience4j.bulkhead.Bulkhead;
import io.github.resilience4j.bulkhead.BulkheadConfig;
import io.github.resilience4j.bulkhead.BulkheadFullException;
import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.core.EventConsumer;
import io.github.resilience4j.core.IntervalBiFunction;
import io.github.resilience4j.core.functions.Either;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import io.github.resilience4j.retry.event.RetryOnRetryEvent;
import io.legalagent.ports.ModelUnavailable;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Guards every model call: retries typed transient failures with exponential backoff (or the wait the
 * server asked for), opens a circuit after repeated failures so a dead server is not hammered, and
 * caps concurrent calls with a bulkhead. What it cannot absorb becomes a {@link ModelUnavailable} (a
 * transient failure), on which the node runtime rolls the hop back and retries it later.
 */
final class ResilientModelClient implements ModelClient {
    private final ModelClient delegate;
    private final Retry retry;
    private final CircuitBreaker breaker;
    private final Bulkhead bulkhead;

    ResilientModelClient(ModelClient delegate, ModelSettings.Resilience settings, String name) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.retry = Retry.of(
                name,
                RetryConfig.<ModelReply>custom()
                        .maxAttempts(settings.maxAttempts())
                        .retryOnException(TransientErrors::isTransient)
                        .intervalBiFunction(backoff(settings))
                        .build());
        this.breaker = CircuitBreaker.of(
                name,
                CircuitBreakerConfig.custom()
                        .failureRateThreshold(settings.failureRateThreshold())
                        .slidingWindowType(CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
                        .slidingWindowSize(settings.slidingWindowSize())
                        .minimumNumberOfCalls(settings.minimumCalls())
                        .waitDurationInOpenState(settings.openDuration())
                        .permittedNumberOfCallsInHalfOpenState(settings.halfOpenCalls())
                        // A bad request says nothing about the server's health; only transient failures count.
                        .recordException(TransientErrors::isTransient)
                        .build());
        this.bulkhead = Bulkhead.of(
                name,
                BulkheadConfig.custom()
                        .maxConcurrentCalls(settings.maxConcurrentCalls())
                        .maxWaitDuration(settings.maxWait())
                        .build());
    }

    @Override
    public ModelReply chat(String instructions, String input, ReplyFormat format) {
        Supplier<ModelReply> call = () -> delegate.chat(instructions, input, format);
        // Each try holds a bulkhead slot and is seen by the breaker; the retry wraps them both.
        var guarded = Retry.decorateSupplier(
                retry, CircuitBreaker.decorateSupplier(breaker, Bulkhead.decorateSupplier(bulkhead, call)));
        try {
            return guarded.get();
        } catch (CallNotPermittedException e) {
            throw new ModelUnavailable(
                    "The model circuit breaker is open after repeated failures; call not attempted", e);
        } catch (BulkheadFullException e) {
            throw new ModelUnavailable("Too many concurrent model calls; no slot became free in time", e);
        } catch (RuntimeException e) {
            if (TransientErrors.isTransient(e)) {
                throw new ModelUnavailable(
                        "The model call failed after " + retry.getRetryConfig().getMaxAttempts() + " attempts: " + e,
                        e);
            }
            throw e;
        }
    }

    /** Tells {@code listener} of each failed try that will be retried, on the calling thread, before the wait. */
    void onRetry(EventConsumer<RetryOnRetryEvent> listener) {
        retry.getEventPublisher().onRetry(listener);
    }

    CircuitBreaker.State circuitState() {
        return breaker.getState();
    }

    /** Exponential backoff, stretched to a server's Retry-After when it asked for longer (up to a cap). */
    private static IntervalBiFunction<ModelReply> backoff(ModelSettings.Resilience settings) {
        return (attempt, outcome) -> {
            double grown = settings.initialBackoff().toMillis() * Math.pow(settings.backoffMultiplier(), attempt - 1);
            long wait = (long) Math.min(grown, settings.maxBackoff().toMillis());
            long asked = requested(outcome)
                    .map(d -> Math.min(d.toMillis(), settings.maxRetryAfter().toMillis()))
                    .orElse(0L);
            return Math.max(wait, asked);
        };
    }

    private static Optional<Duration> requested(Either<Throwable, ModelReply> outcome) {
        return outcome.isLeft() ? TransientErrors.retryAfter(outcome.getLeft()) : Optional.empty();
    }
}
