package io.legalagent.runtime;

/** A record whose bytes are not a message this version understands. */
final class UnreadableRecord extends Exception {
    UnreadableRecord(String reason) {
        super(reason);
    }
}
