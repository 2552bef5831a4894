package io.legalagent.ports;

/**
 * A failure worth retrying: a model or store that timed out, refused the connection, or answered
 * 429/5xx. The runtime retries a node that throws it with backoff; any other exception fails the run
 * at once.
 */
public class TransientFailure extends RuntimeException {
    public TransientFailure(String message, Throwable cause) {
        super(message, cause);
    }

    public TransientFailure(String message) {
        super(message);
    }
}
