package io.legalagent.contracts;

/** Version of every message this module defines; a reader refuses any other. */
public final class SchemaVersion {
    public static final int CURRENT = 1;

    private SchemaVersion() {}
}
