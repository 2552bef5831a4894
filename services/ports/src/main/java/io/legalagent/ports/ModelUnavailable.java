package io.legalagent.ports;

/**
 * The model could not be reached or did not answer after the model client's own retries: connection
 * refused, timeouts, HTTP 429 or 5xx, or its circuit breaker open. Transient, so the runtime retries
 * the hop; once the runtime's retries are spent too, a run that already has completed research steps
 * finishes with them instead of failing (see {@code Node#withoutModel}).
 */
public class ModelUnavailable extends TransientFailure {
    public ModelUnavailable(String message, Throwable cause) {
        super(message, cause);
    }

    public ModelUnavailable(String message) {
        super(message);
    }
}
