package io.legalagent.runtime;

/**
 * A node that reads user input rather than envelopes: it turns raw record bytes into the first state
 * of a run. Only the guard is one.
 */
public interface IntakeNode<R extends Enum<R>> extends Node<R> {
    /**
     * Reads one record of the inbox. Must not throw: unusable input becomes a rejected state with the
     * reason, and a record that cannot be read at all also names a dead-letter reason.
     *
     * @param key the record key, may be null
     * @param value the record value, may be null
     * @param used the request ids used by earlier records of the record's partition
     */
    Admission admit(String key, byte[] value, UsedRequestIds used);
}
