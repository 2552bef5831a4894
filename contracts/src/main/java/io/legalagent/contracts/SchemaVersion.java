package io.legalagent.contracts;

/** Version of every message this module defines; a reader refuses any other. */
public final class SchemaVersion {
    public static final int CURRENT = 1;

    /**
     * Version of the {@link AgentState} envelope between the services. 2: the state in four parts
     * (intake, research, outcome, telemetry). Services of one release read only their own version.
     */
    public static final int ENVELOPE = 2;

    private SchemaVersion() {}
}
