package io.legalagent.runtime;

import java.util.List;

/**
 * A node that reads user input rather than envelopes: it turns raw record bytes into the first state
 * of a run. Only the guard is one.
 *
 * <p>An intake node may read several inboxes ({@link #inboxes()}), all with the same partition count:
 * one consumer gets partition p of every one of them, and partition p of {@code legal.request-ids}
 * holds the request ids used on partition p of any of them, so a request id is used once across all.
 */
public interface IntakeNode<R extends Enum<R>> extends Node<R> {
    /** The topics the node reads; the first is its name's inbox. */
    default List<String> inboxes() {
        return List.of(name().inbox());
    }

    /**
     * Reads one record of an inbox. Must not throw: unusable input becomes a rejected state with the
     * reason, and a record that cannot be read at all also names a dead-letter reason.
     *
     * @param topic the inbox the record was read from, one of {@link #inboxes()}
     * @param key the record key, may be null
     * @param value the record value, may be null
     * @param used the request ids used by earlier records of the record's partition of any inbox
     */
    Admission admit(String topic, String key, byte[] value, UsedRequestIds used);
}
