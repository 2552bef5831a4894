package io.legalagent.runtime;

import io.legalagent.ports.ModelUnavailable;
import io.legalagent.ports.SecretMask;
import io.legalagent.ports.TransientFailure;
import java.util.ArrayList;
import java.util.Optional;
import org.springframework.kafka.listener.ListenerExecutionFailedException;

/**
 * How the runtime prints a failure. Logs at INFO and above get only the exception types, because a
 * message may quote input (a model server's error body can echo the prompt); the run's reason, which
 * only its caller reads, gets the most telling message. Both are masked for credentials.
 */
final class Errors {
    private static final int MAX_DEPTH = 16;
    private static final int MAX_MESSAGE = 500;

    private Errors() {}

    /** The chain of exception types, outermost first: {@code TransientFailure < ConnectException}. */
    static String types(Throwable error) {
        var names = new ArrayList<String>();
        for (Throwable e = unwrap(error); e != null && names.size() < MAX_DEPTH; e = causeOf(e)) {
            names.add(e.getClass().getSimpleName());
        }
        return String.join(" < ", names);
    }

    /**
     * The first transient failure's message when there is one (it says what was retried and how
     * often), else the innermost cause's type and message; masked and at most 500 characters.
     */
    static String summary(Throwable error) {
        Throwable first = unwrap(error);
        String text = transientOf(first)
                .map(t -> t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage())
                .orElseGet(() -> describe(rootOf(first)));
        if (text.length() > MAX_MESSAGE) {
            text = text.substring(0, MAX_MESSAGE) + "…";
        }
        return SecretMask.mask(text);
    }

    static boolean isTransient(Throwable error) {
        return transientOf(unwrap(error)).isPresent();
    }

    /** The model port's own word for it: the model stayed unavailable, wherever in the chain. */
    static boolean isModelUnavailable(Throwable error) {
        for (Throwable e = unwrap(error); e != null; e = causeOf(e)) {
            if (e instanceof ModelUnavailable) {
                return true;
            }
        }
        return false;
    }

    static Throwable rootOf(Throwable error) {
        Throwable root = error;
        for (int depth = 0; causeOf(root) != null && depth < MAX_DEPTH; depth++) {
            root = causeOf(root);
        }
        return root;
    }

    private static Optional<Throwable> transientOf(Throwable error) {
        for (Throwable e = error; e != null; e = causeOf(e)) {
            if (e instanceof TransientFailure) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /**
     * The failure itself: the container wraps what the listener threw, and the listener wraps what
     * the node threw ({@link NodeFailure}); neither wrapper says anything about the failure.
     */
    private static Throwable unwrap(Throwable error) {
        Throwable e = error;
        while (e instanceof ListenerExecutionFailedException && e.getCause() != null) {
            e = e.getCause();
        }
        return NodeFailure.originalOf(e);
    }

    private static Throwable causeOf(Throwable error) {
        var cause = error.getCause();
        return cause == error ? null : cause;
    }

    private static String describe(Throwable error) {
        var message = error.getMessage();
        return error.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }
}
