package io.legalagent.retrieval.library;

import io.legalagent.contracts.DocumentPlace;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A library passage's {@link DocumentPlace} as flat store metadata, and back. Chroma metadata holds
 * only scalars, so paragraphs are comma-joined; pages are absent for an unpaged document. {@link
 * #LIBRARY_DOCUMENT} marks every document passage, so that a search can tell corpus passages (which
 * lack it) from documents: Chroma's {@code $ne} matches a record without the key.
 */
public final class DocumentMetadata {
    public static final String DOC_ID = "doc_id", FILE_NAME = "file_name", DOC_TITLE = "doc_title";
    public static final String PAGE_FIRST = "page_first", PAGE_LAST = "page_last";
    public static final String PARAGRAPHS = "paragraphs", HEADING = "heading";
    public static final String LIBRARY_DOCUMENT = "library_document";

    private DocumentMetadata() {}

    public static Map<String, Object> of(DocumentPlace place) {
        var map = new LinkedHashMap<String, Object>();
        map.put(DOC_ID, place.documentId());
        map.put(FILE_NAME, place.fileName());
        map.put(DOC_TITLE, place.title());
        if (place.firstPage() != null) {
            map.put(PAGE_FIRST, place.firstPage());
            map.put(PAGE_LAST, place.lastPage() == null ? place.firstPage() : place.lastPage());
        }
        if (!place.paragraphs().isEmpty()) {
            map.put(PARAGRAPHS, String.join(",", place.paragraphs()));
        }
        if (place.heading() != null && !place.heading().isBlank()) {
            map.put(HEADING, place.heading());
        }
        map.put(LIBRARY_DOCUMENT, true);
        return map;
    }

    /** The place stored with a passage; null for a corpus passage (no {@link #DOC_ID}). */
    public static @Nullable DocumentPlace from(Map<String, Object> metadata) {
        Object id = metadata.get(DOC_ID);
        if (id == null || id.toString().isBlank()) {
            return null;
        }
        String paragraphs = string(metadata, PARAGRAPHS);
        return new DocumentPlace(
                id.toString(),
                string(metadata, FILE_NAME),
                string(metadata, DOC_TITLE),
                page(metadata.get(PAGE_FIRST)),
                page(metadata.get(PAGE_LAST)),
                paragraphs.isEmpty()
                        ? List.of()
                        : Arrays.stream(paragraphs.split(","))
                                .map(String::strip)
                                .toList(),
                metadata.get(HEADING) == null ? null : metadata.get(HEADING).toString());
    }

    private static String string(Map<String, Object> metadata, String key) {
        Object value = metadata.get(key);
        return value == null ? "" : value.toString();
    }

    // Chroma hands integers back as doubles.
    private static @Nullable Integer page(@Nullable Object value) {
        return value instanceof Number number ? number.intValue() : null;
    }
}
