package io.legalagent.contracts;

/** The shapes of the strings the messages constrain, as regular expressions for {@code @Pattern}. */
public final class Patterns {
    /** One answer-choice letter. */
    public static final String LETTER = "^[A-Za-z]$";

    /** A SHA-256 digest in lower-case hex. */
    public static final String SHA256 = "^[0-9a-f]{64}$";

    /** A route constant's name, as a node's route enum spells it. */
    public static final String ROUTE = "^[A-Z][A-Z0-9_]*$";

    /**
     * A library's name: 1 to 48 lower-case letters, digits, '-' and '_', starting with a letter or
     * digit (names the search store accepts as part of a collection name).
     */
    public static final String LIBRARY = "^[a-z0-9][a-z0-9_-]{0,47}$";

    private Patterns() {}
}
