package io.legalagent.contracts;

/** Why a run ended without a researched answer. */
public enum ErrorKind {
    /** Empty, oversized or otherwise unusable question. */
    INVALID_INPUT,
    /** The guard judged the input an attempt to manipulate the system. */
    ADVERSARIAL_INPUT,
    /** A record that could not be read at all; a copy is on the inbox's dead-letter topic. */
    POISON_RECORD,
    /** A question under a request id that an earlier question already used. */
    DUPLICATE_REQUEST,
    /** The run visited more nodes than the configured maximum. */
    HOP_LIMIT,
    /** A node kept failing after its retries. */
    NODE_FAILURE,
    /**
     * The observer found the run's chain of custody broken: a part, signature, key or hop that no
     * node may have vouched for; the reason names the broken link.
     */
    BROKEN_CUSTODY,
    /** A reviewer rejected the plan or the answer, or the review timed out and the settings reject. */
    REVIEW_DECLINED
}
