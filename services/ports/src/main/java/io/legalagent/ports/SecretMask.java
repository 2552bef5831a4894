package io.legalagent.ports;

import java.util.regex.Pattern;

/**
 * Masks credentials in text that is about to be logged or written into an answer: bearer tokens,
 * {@code api-key}/{@code password}/{@code secret}/{@code token} assignments, OpenAI-style keys
 * ({@code sk-…}) and the password of a URL's user info. Applied wherever settings or errors are
 * printed, because an error message may quote a request or a URL that carried one.
 */
public final class SecretMask {
    public static final String MASK = "****";

    private static final Pattern BEARER = Pattern.compile("(?i)(bearer\\s+)[^\\s\"',;]+");
    private static final Pattern ASSIGNED =
            Pattern.compile("(?i)((?:api[-_]?key|apikey|access[-_]?token|token|secret|password|passwd|authorization)"
                    + "\"?\\s*[:=]\\s*\"?)(?!bearer\\s)[^\\s\"',;&}]+");
    private static final Pattern KEY_SHAPED = Pattern.compile("\\bsk-[A-Za-z0-9_\\-]{8,}");
    private static final Pattern URL_PASSWORD = Pattern.compile("(://[^/\\s:@]+:)[^/\\s@]+@");

    private SecretMask() {}

    /** The text with every credential it recognises replaced by {@value #MASK}; null stays null. */
    public static String mask(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String masked = BEARER.matcher(text).replaceAll("$1" + MASK);
        masked = ASSIGNED.matcher(masked).replaceAll("$1" + MASK);
        masked = KEY_SHAPED.matcher(masked).replaceAll(MASK);
        return URL_PASSWORD.matcher(masked).replaceAll("$1" + MASK + "@");
    }

    /** As {@link #mask(String)}, and also every occurrence of a known secret value. */
    public static String mask(String text, String knownSecret) {
        if (text == null || knownSecret == null || knownSecret.isBlank()) {
            return mask(text);
        }
        return mask(text.replace(knownSecret, MASK));
    }
}
