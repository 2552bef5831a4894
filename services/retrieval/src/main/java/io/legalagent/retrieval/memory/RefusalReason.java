package io.legalagent.retrieval.memory;

import java.util.Locale;

/** Why a QA-memory entry was refused and removed; the {@code reason} tag of {@code legal.memory.refused}. */
public enum RefusalReason {
    /** The entry holds no answer this build can read. */
    UNREADABLE,
    /** The answer's signature does not verify with a trusted key, or the answer changed since signing. */
    SIGNATURE,
    /** The entry is kept under another run than its signed answer's. */
    RUN,
    /** The signed answer is not one the memory stores: not ANSWERED, from the cache, or not to remember. */
    NOT_REMEMBERED,
    /** The question the entry is found by is not its signed answer's question with its choices. */
    QUESTION,
    /** A passage the answer cites is gone or holds other text than the answer read (a stale entry). */
    PASSAGE;

    public String tag() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
