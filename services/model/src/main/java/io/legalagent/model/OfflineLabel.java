package io.legalagent.model;

/** The notices that mark every text the offline skills write for a reader. */
final class OfflineLabel {
    static final String ANSWER =
            "_Offline answer: sentences extracted from the evidence by term overlap, without a language model._";
    static final String SELECTION =
            "_Offline selection: choices scored by term overlap with the research, without a language model._";

    private OfflineLabel() {}

    /** The text without the offline notices, so they are not mistaken for findings. */
    static String strip(String text) {
        return text == null ? "" : text.replace(ANSWER, "").replace(SELECTION, "");
    }
}
