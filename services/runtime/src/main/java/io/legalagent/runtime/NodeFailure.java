package io.legalagent.runtime;

import io.legalagent.ports.TransientFailure;

/**
 * What a node threw, as the listener container sees it. The container logs what it catches, and a
 * node's error message may quote the question (a model server's error body can echo the prompt), so
 * this exception's message names only the exception types. The original travels alongside rather
 * than as the cause, whose message a log would print too; the run's reason is made from it.
 */
final class NodeFailure extends RuntimeException {
    private final transient RuntimeException original;

    private NodeFailure(RuntimeException original) {
        super(Errors.types(original), null, false, false);
        this.original = original;
    }

    RuntimeException original() {
        return original;
    }

    /** Keeps the retry decision: a transient failure stays transient. */
    static RuntimeException of(RuntimeException original) {
        return Errors.isTransient(original) ? new Transient(original) : new NodeFailure(original);
    }

    /** The transient kind, which the runtime retries with backoff. */
    static final class Transient extends TransientFailure {
        private final transient RuntimeException original;

        private Transient(RuntimeException original) {
            super(Errors.types(original));
            this.original = original;
        }

        RuntimeException original() {
            return original;
        }
    }

    /** The node's own exception behind a wrapper anywhere in the chain, else the error itself. */
    static Throwable originalOf(Throwable error) {
        for (Throwable e = error; e != null; e = e.getCause() == e ? null : e.getCause()) {
            if (e instanceof NodeFailure failure) {
                return failure.original();
            }
            if (e instanceof Transient failure) {
                return failure.original();
            }
        }
        return error;
    }
}
