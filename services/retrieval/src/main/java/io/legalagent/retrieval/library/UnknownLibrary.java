package io.legalagent.retrieval.library;

/** A run names a library that holds nothing yet: searching it would find nothing, silently. */
public final class UnknownLibrary extends IllegalStateException {
    public UnknownLibrary(String library, String collection) {
        super("library '" + library + "' does not exist (no collection '" + collection
                + "'): ingest documents into it first, or ask without a library to search the default one");
    }
}
