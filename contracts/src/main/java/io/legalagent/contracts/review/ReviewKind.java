package io.legalagent.contracts.review;

/** What a review looks at. */
public enum ReviewKind {
    /** The classification and the plan, before any research. */
    PLAN,
    /** The researched answer, before it is signed, published or cached. */
    ANSWER
}
