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

    /**
     * A user as an identity provider names them (subject or user name): 1 to 128 letters, digits and
     * {@code . _ @ + -}, starting with a letter or digit, so an e-mail address or a GUID both fit.
     */
    public static final String USER = "^[A-Za-z0-9][A-Za-z0-9._@+-]{0,127}$";

    /**
     * An organisation: 1 to 40 lower-case letters, digits and '-', starting with a letter or digit
     * (a tenant GUID fits). No '_', so an organisation and a library joined by '_' name one
     * collection only.
     */
    public static final String ORGANISATION = "^[a-z0-9][a-z0-9-]{0,39}$";

    private Patterns() {}
}
