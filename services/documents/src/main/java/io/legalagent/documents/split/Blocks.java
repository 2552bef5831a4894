package io.legalagent.documents.split;

import io.legalagent.documents.DocumentText;
import io.legalagent.documents.PageText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Cuts a document's pages into {@link Block}s: headings on their own, a numbered paragraph from its
 * number on, and running text at paragraph ends (a blank line or a new line after a sentence's end).
 * Lines of a block are joined with single spaces; a word hyphenated across a line break is joined.
 */
final class Blocks {
    private final List<Block> blocks = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();
    private int page;
    private @Nullable String paragraph;

    private Blocks() {}

    static List<Block> of(DocumentText document) {
        var furniture = PageFurniture.of(document.pages(), document.paged());
        var blocks = new Blocks();
        for (PageText page : document.pages()) {
            blocks.page(page, furniture);
        }
        return List.copyOf(blocks.blocks);
    }

    private void page(PageText pageText, PageFurniture furniture) {
        page = pageText.number();
        List<String> lines = pageText.text().lines().map(String::strip).toList();
        int count = PageFurniture.nonBlank(pageText.text()).size();
        int index = 0;
        boolean blankBefore = false;
        for (String line : lines) {
            if (line.isEmpty()) {
                blankBefore = true;
                continue;
            }
            String text = collapse(line);
            if (!furniture.is(line, index++, count) && !text.isEmpty()) {
                line(text, blankBefore);
            }
            blankBefore = false;
        }
        flush(); // a paragraph running on to the next page becomes a block there too
    }

    private void line(String line, boolean blankBefore) {
        Optional<String> heading = LineKinds.heading(line);
        if (heading.isPresent()) {
            flush();
            paragraph = null;
            blocks.add(new Block(page, heading.get(), null, heading.get()));
            return;
        }
        Optional<String> number = LineKinds.paragraphNumber(line);
        if (number.isPresent()) {
            flush();
            paragraph = number.get();
        } else if (text.length() > 0 && (blankBefore && endsSentence(text))) {
            flush();
        }
        append(line);
    }

    private void append(String line) {
        if (text.length() == 0) {
            text.append(line);
            return;
        }
        int last = text.length() - 1;
        char end = text.charAt(last);
        char start = line.charAt(0);
        boolean brokenWord = end == '-' && last > 0 && Character.isLetterOrDigit(text.charAt(last - 1));
        if (brokenWord && Character.isLetter(text.charAt(last - 1)) && Character.isLowerCase(start)) {
            text.setLength(last); // "tempo-" + "rary": one word
            text.append(line);
        } else if (brokenWord && Character.isLetterOrDigit(start)) {
            text.append(line); // "283-" + "288", "10,000-" + "square": the hyphen is real
        } else {
            text.append(' ').append(line);
        }
    }

    private void flush() {
        if (text.length() > 0) {
            blocks.add(new Block(page, text.toString(), paragraph, null));
            text.setLength(0);
        }
    }

    private static boolean endsSentence(CharSequence text) {
        char end = text.charAt(text.length() - 1);
        return ".?!:\"”)".indexOf(end) >= 0;
    }

    static String collapse(String line) {
        return line.replaceAll("\\p{Co}", "").replaceAll("\\s+", " ").strip(); // private-use: bullet glyphs
    }
}
