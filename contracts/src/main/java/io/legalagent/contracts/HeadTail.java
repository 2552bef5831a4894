package io.legalagent.contracts;

/**
 * Deterministic head-tail trimming (Frozen Context Spec): a text longer than
 * {@link RpConstants#trimAbove()} code points keeps its first and last {@link RpConstants#trimKeep()},
 * joined by {@link #CUT}; the opening and the conclusion of a long text carry most of its law.
 */
public final class HeadTail {
    /** Marks where a trimmed text was cut. */
    public static final String CUT = "\n[…]\n";

    private HeadTail() {}

    public static String trim(String text) {
        return trim(text, RpConstants.V1_1);
    }

    public static String trim(String text, RpConstants constants) {
        int length = text.codePointCount(0, text.length());
        if (length <= constants.trimAbove()) {
            return text;
        }
        int headEnd = text.offsetByCodePoints(0, constants.trimKeep());
        int tailStart = text.offsetByCodePoints(text.length(), -constants.trimKeep());
        return text.substring(0, headEnd) + CUT + text.substring(tailStart);
    }

    public static boolean trims(String text) {
        return text.codePointCount(0, text.length()) > RpConstants.V1_1.trimAbove();
    }
}
