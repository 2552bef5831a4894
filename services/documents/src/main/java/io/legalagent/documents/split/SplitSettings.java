package io.legalagent.documents.split;

/**
 * How long passages are.
 *
 * @param targetChars a passage grows by whole paragraphs (or sentences of a long one) up to about this
 *     many characters
 * @param overlapChars when a passage is cut inside running text of one page, the next one starts with
 *     up to this many characters of its end (from a sentence start where there is one), so that a rule
 *     split across the cut is whole in one of them
 */
public record SplitSettings(int targetChars, int overlapChars) {
    public static final SplitSettings DEFAULT = new SplitSettings(1200, 150);

    public SplitSettings {
        if (targetChars < 100) {
            throw new IllegalArgumentException("targetChars must be at least 100: " + targetChars);
        }
        if (overlapChars < 0 || overlapChars >= targetChars / 2) {
            throw new IllegalArgumentException("overlapChars must be 0..targetChars/2: " + overlapChars);
        }
    }
}
