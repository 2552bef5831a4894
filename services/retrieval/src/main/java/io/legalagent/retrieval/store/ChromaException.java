package io.legalagent.retrieval.store;

/** Chroma answered with an error, or could not be reached. */
public final class ChromaException extends RuntimeException {
    private final int status;

    ChromaException(int status, String message) {
        super(message);
        this.status = status;
    }

    ChromaException(String message, Throwable cause) {
        super(message, cause);
        this.status = -1;
    }

    /** HTTP status, or -1 when no answer came. */
    public int status() {
        return status;
    }
}
