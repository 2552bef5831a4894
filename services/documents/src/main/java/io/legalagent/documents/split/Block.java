package io.legalagent.documents.split;

import org.jspecify.annotations.Nullable;

/**
 * A paragraph, or the part of one on a single page: the unit passages are packed from. {@code
 * heading} is set when the block is a heading line; {@code paragraph} is the numbered paragraph the
 * block belongs to, if any; {@code page} is 0 where the format has no pages.
 */
record Block(int page, String text, @Nullable String paragraph, @Nullable String heading) {
    boolean isHeading() {
        return heading != null;
    }

    int length() {
        return text.length();
    }
}
