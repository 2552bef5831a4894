package io.legalagent.documents;

import java.util.List;

/**
 * A document as read: its id (the SHA-256 of the file), file name, kind, media type, title (from
 * its metadata, else its first line) and text, page by page where the format has pages ({@code
 * paged}), else as one unnumbered {@link PageText}.
 */
public record DocumentText(
        String documentId,
        String fileName,
        FileKind kind,
        String mediaType,
        String title,
        boolean paged,
        List<PageText> pages) {
    public DocumentText {
        pages = List.copyOf(pages);
    }

    /** The same document under another file name: the name its owner gave it, not the one it was read from. */
    public DocumentText named(String name) {
        return name.equals(fileName) ? this : new DocumentText(documentId, name, kind, mediaType, title, paged, pages);
    }

    public int ocrPages() {
        return (int) pages.stream().filter(PageText::ocr).count();
    }
}
