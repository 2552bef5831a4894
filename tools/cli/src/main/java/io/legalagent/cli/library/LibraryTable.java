package io.legalagent.cli.library;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** {@code ./legal library}'s table: one row per document, by file name; titles cut to fit a terminal. */
public final class LibraryTable {
    static final int TITLE_WIDTH = 40;
    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);

    private LibraryTable() {}

    public static String text(String library, List<CatalogEntry> documents) {
        if (documents.isEmpty()) {
            return "library " + library + " holds no documents (./legal ingest FOLDER --library " + library
                    + " brings them in)" + System.lineSeparator();
        }
        var s = new StringBuilder();
        String row = "%-" + TITLE_WIDTH + "s  %-28s  %-11s  %5s  %8s  %-16s  %s%n";
        s.append(String.format(
                Locale.ROOT, row, "title", "file", "type", "pages", "passages", "ingested (UTC)", "status"));
        sorted(documents)
                .forEach(doc -> s.append(String.format(
                        Locale.ROOT,
                        row,
                        cut(doc.title(), TITLE_WIDTH),
                        cut(doc.fileName(), 28),
                        doc.kind().name().toLowerCase(Locale.ROOT),
                        doc.pages() == null ? "-" : pagesText(doc),
                        doc.passages(),
                        doc.ingestedAt() == null ? "-" : WHEN.format(doc.ingestedAt()),
                        doc.status())));
        int passages = documents.stream().mapToInt(CatalogEntry::passages).sum();
        s.append(String.format(
                Locale.ROOT, "library %s: %d documents, %d passages%n", library, documents.size(), passages));
        return s.toString();
    }

    public static List<CatalogEntry> sorted(List<CatalogEntry> documents) {
        return documents.stream()
                .sorted(Comparator.comparing(CatalogEntry::fileName).thenComparing(CatalogEntry::documentId))
                .toList();
    }

    /** Pages, with how many of them were read by OCR when any were. */
    private static String pagesText(CatalogEntry doc) {
        return doc.ocrPages() > 0 ? doc.pages() + "*" : String.valueOf(doc.pages());
    }

    static String cut(String text, int width) {
        String flat = text == null ? "" : text.replaceAll("\\s+", " ").strip();
        return flat.length() <= width ? flat : flat.substring(0, width - 1) + "…";
    }
}
