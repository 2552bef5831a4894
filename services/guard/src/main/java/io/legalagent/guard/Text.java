package io.legalagent.guard;

/** Helpers for quoting user input in reasons without echoing a whole record back. */
final class Text {
    private static final int QUOTE_LIMIT = 60;

    private Text() {}

    static String abbreviate(String text) {
        return text.length() <= QUOTE_LIMIT ? text : text.substring(0, QUOTE_LIMIT) + "...";
    }
}
