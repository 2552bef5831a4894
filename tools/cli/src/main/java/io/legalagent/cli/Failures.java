package io.legalagent.cli;

import java.util.concurrent.ExecutionException;
import org.apache.kafka.common.errors.TimeoutException;

/** Turns a client exception into one line a user can act on. */
final class Failures {
    private Failures() {}

    static String describe(Throwable e) {
        Throwable cause = e;
        while ((cause instanceof ExecutionException || cause.getClass() == RuntimeException.class)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        if (cause instanceof TimeoutException) {
            return message + " - is the broker running? (./legal up starts it)";
        }
        return message;
    }
}
