package io.legalagent.contracts;

/** How a skill's reply was read, for the figures of structured outputs. */
public enum ReplyReading {
    /** The reply fitted the skill's reply schema and was read as it stands. */
    SCHEMA,
    /** The reply broke the schema; the lenient parser still made something of it. */
    REPAIRED,
    /** Nothing usable came back: the skill's fallback stood in for the reply. */
    UNUSABLE,
    /** A prose skill (synthesis): there is no schema to fit. */
    TEXT
}
