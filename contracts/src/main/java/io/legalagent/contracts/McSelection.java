package io.legalagent.contracts;

/**
 * The multiple-choice decision: the chosen label and the per-choice reasoning. {@code letter} is null
 * when selection was skipped; {@code skippedBecause} then says why.
 */
public record McSelection(String letter, String reasoning, String skippedBecause) {
    public static McSelection chose(String letter, String reasoning) {
        return new McSelection(letter, reasoning, null);
    }

    public static McSelection skipped(String because) {
        return new McSelection(null, "", because);
    }

    public boolean selected() {
        return letter != null;
    }
}
