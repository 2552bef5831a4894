package io.legalagent.retrieval.store;

import io.legalagent.ports.TransientFailure;

/**
 * Chroma could not be reached, or answered 429 or 5xx: worth retrying, so the node runtime rolls the
 * hop back and tries again with backoff instead of failing the run.
 */
public final class ChromaUnavailable extends TransientFailure {
    ChromaUnavailable(String message, Throwable cause) {
        super(message, cause);
    }

    ChromaUnavailable(String message) {
        super(message);
    }
}
