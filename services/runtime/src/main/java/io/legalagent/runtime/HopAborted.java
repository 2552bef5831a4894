package io.legalagent.runtime;

import io.legalagent.ports.TransientFailure;

/**
 * A hop given up because its node's service is stopping: it is rolled back, its record's offset is not
 * committed, and the partition's next owner does the hop again. Transient, so that the container
 * neither fails the run nor counts it against the record's retries as a final failure.
 */
final class HopAborted extends TransientFailure {
    HopAborted(String message, Throwable cause) {
        super(message, cause);
    }
}
