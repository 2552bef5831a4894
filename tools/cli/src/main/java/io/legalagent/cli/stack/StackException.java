package io.legalagent.cli.stack;

/** The stack could not do what was asked; the message says what and where to look. */
public final class StackException extends RuntimeException {
    public StackException(String message) {
        super(message);
    }
}
