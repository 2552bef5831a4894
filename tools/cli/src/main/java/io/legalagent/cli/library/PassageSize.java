package io.legalagent.cli.library;

/**
 * How long the passages a document is cut into are, and how much consecutive ones share: the
 * splitter's settings ({@code SplitSettings}) as the command line chooses them.
 */
public record PassageSize(int targetChars, int overlapChars) {
    /** The splitter's own default, used when a command names no size. */
    public static final PassageSize DEFAULT = new PassageSize(1200, 150);

    public PassageSize {
        if (targetChars < 100 || overlapChars < 0 || overlapChars >= targetChars) {
            throw new IllegalArgumentException(
                    "a passage size is at least 100 characters with an overlap below it, not " + targetChars + "/"
                            + overlapChars);
        }
    }

    /** {@code 1200/150}, or {@code 1200} with an eighth of it as the overlap. */
    public static PassageSize parse(String text) {
        String[] parts = text.trim().split("/", 2);
        try {
            int target = Integer.parseInt(parts[0].trim());
            int overlap = parts.length > 1 ? Integer.parseInt(parts[1].trim()) : target / 8;
            return new PassageSize(target, overlap);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "a passage size is CHARS or CHARS/OVERLAP, such as 1200/150, not " + text);
        }
    }

    @Override
    public String toString() {
        return targetChars + "/" + overlapChars;
    }
}
