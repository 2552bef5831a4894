package io.legalagent.cli;

/** Exit codes of every command; ./legal and scripts around it rely on them. */
final class ExitCodes {
    /** The run ended ANSWERED, or the command did its job. */
    static final int OK = 0;
    /** Kafka could not be reached, a topic is missing, or something else went wrong. */
    static final int ERROR = 1;
    /** The command line could not be understood. */
    static final int USAGE = 2;

    static final int REJECTED = 3;
    static final int FAILED = 4;
    /** No answer arrived within the timeout. */
    static final int TIMEOUT = 5;
    /** A replay found the research differs from what the pack records. */
    static final int DIFFERS = 6;
    /**
     * The chaos benchmark found a question lost, answered twice or stuck, or a killed process that
     * did not come back.
     */
    static final int BROKEN = 7;
    /**
     * A replay found the answer's signature missing, made by a key it does not trust, or over other
     * fields than the answer shows: the answer is not what the observer published.
     */
    static final int SIGNATURE = 8;
    /**
     * A replay found the answer's chain of custody broken (a part changed since its node signed it, a
     * hop signed by a key not that node's, out of place) or, with {@code --require-custody}, missing.
     */
    static final int CUSTODY = 9;
    /** {@code ask --review}: the run is parked for a reviewer; {@code ./legal review approve RUN} resumes it. */
    static final int AWAITING_REVIEW = 10;
    /** A reviewer rejected the plan or the answer (or its review timed out into a rejection). */
    static final int DECLINED = 11;
    /** {@code review}: no such run, or a run of another organisation (the gateway's 404). */
    static final int NO_SUCH_REVIEW = 12;
    /** {@code review}: someone decided the review already (the gateway's 409, naming who and when). */
    static final int ALREADY_DECIDED = 13;
    /** {@code review}: the review is closed, its timeout decided it (the gateway's 410). */
    static final int REVIEW_CLOSED = 14;
    /** {@code review}: the token is missing, expired or lacks the reviewer role (the gateway's 401 or 403). */
    static final int NOT_ALLOWED = 15;

    private ExitCodes() {}
}
