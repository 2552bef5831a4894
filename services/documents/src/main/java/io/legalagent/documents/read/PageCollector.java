package io.legalagent.documents.read;

import io.legalagent.documents.PageText;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Collects the body text of Tika's XHTML as it streams past, one {@link PageText} per {@code <div
 * class="page">} for a paged format, else one page numbered 0. Block elements end a paragraph (a blank
 * line), so headings and paragraphs stay on lines of their own for the splitter. Stops the parse once
 * the text grows past a limit, as a decompression bomb would.
 */
final class PageCollector extends DefaultHandler {
    private static final Set<String> BLOCKS = Set.of(
            "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "table", "blockquote", "pre", "dd", "dt");

    private final boolean paged;
    private final long maxChars;
    private final List<PageText> pages = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();
    private long totalChars;
    private boolean inBody;
    private int pageDepth;
    private int ocrFrom = -1;

    /** Thrown through the parser when the text passes the limit. */
    static final class ExpansionLimit extends SAXException {
        private final long limit;

        ExpansionLimit(long limit) {
            super("text past " + limit + " characters");
            this.limit = limit;
        }

        long limit() {
            return limit;
        }
    }

    PageCollector(boolean paged, long maxChars) {
        this.paged = paged;
        this.maxChars = maxChars;
    }

    /** What follows on the open page is its OCR text, after whatever text layer it had. */
    void ocrBegins() {
        if (pageDepth > 0 && ocrFrom < 0) {
            ocrFrom = text.length();
        }
    }

    List<PageText> pages() {
        if (!paged && pages.isEmpty()) {
            pages.add(new PageText(0, tidy(text), false));
        }
        return List.copyOf(pages);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        String name = localName.isEmpty() ? qName : localName;
        if (name.equals("body")) {
            inBody = true;
        } else if (paged && name.equals("div") && pageDepth > 0) {
            pageDepth++;
        } else if (paged && name.equals("div") && "page".equals(attributes.getValue("class"))) {
            pageDepth = 1;
            text.setLength(0);
            ocrFrom = -1;
        }
        if (BLOCKS.contains(name)) {
            text.append("\n\n");
        } else if (name.equals("br")) {
            text.append('\n');
        } else if (name.equals("td") || name.equals("th")) {
            text.append(' ');
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        String name = localName.isEmpty() ? qName : localName;
        if (name.equals("body")) {
            inBody = false;
        }
        if (BLOCKS.contains(name)) {
            text.append("\n\n");
        }
        if (paged && name.equals("div") && pageDepth > 0 && --pageDepth == 0) {
            pages.add(page());
            text.setLength(0);
            ocrFrom = -1;
        }
    }

    /**
     * The page as read: an OCR'd page keeps its text layer when OCR found no more than that (the layer
     * is exact), else the OCR text alone, which holds what the layer had (a scan's stamped header).
     */
    private PageText page() {
        int number = pages.size() + 1;
        if (ocrFrom < 0) {
            return new PageText(number, tidy(text), false);
        }
        String layer = tidy(text.subSequence(0, ocrFrom));
        String ocr = tidy(text.subSequence(ocrFrom, text.length()));
        return ocr.length() > layer.length() ? new PageText(number, ocr, true) : new PageText(number, layer, false);
    }

    @Override
    public void characters(char[] chars, int start, int length) throws SAXException {
        if (!inBody || (paged && pageDepth == 0)) {
            return; // the head's title and metadata, or a PDF's outline after its pages
        }
        totalChars += length;
        if (totalChars > maxChars) {
            throw new ExpansionLimit(maxChars);
        }
        text.append(chars, start, length);
    }

    @Override
    public void ignorableWhitespace(char[] chars, int start, int length) throws SAXException {
        characters(chars, start, length);
    }

    /** Trailing spaces off every line, runs of blank lines down to one, no blank edges. */
    static String tidy(CharSequence raw) {
        String text =
                raw.toString().replace('\u00a0', ' ').replace("\r\n", "\n").replace('\r', '\n');
        text = text.replaceAll("[ \\t\\f\\u000b]+\\n", "\n").replaceAll("\\n[ \\t]*\\n(\\s*\\n)*", "\n\n");
        return text.strip();
    }
}
