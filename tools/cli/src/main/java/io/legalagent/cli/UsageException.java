package io.legalagent.cli;

/** A command line that cannot be understood; the message says what to fix. */
final class UsageException extends Exception {
    UsageException(String message) {
        super(message);
    }
}
