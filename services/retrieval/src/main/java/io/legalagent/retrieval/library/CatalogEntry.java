package io.legalagent.retrieval.library;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One file slot of a library's catalogue: the slot (the file's name relative to the ingested
 * folder, or an upload's name), the document that is live in it (its file's SHA-256), what the file
 * is and how it was read. {@code kind} is the reader's file kind by name; {@code pages} is null where
 * the format has none. A {@link Status#FAILED} slot holds no passages and says why in {@code reason}.
 */
public record CatalogEntry(
        String slot,
        String documentId,
        String fileName,
        String title,
        String kind,
        String mediaType,
        @Nullable Integer pages,
        int passages,
        int ocrPages,
        Instant ingestedAt,
        Status status,
        String reason) {

    /** Whether the slot's document is searchable. */
    public enum Status {
        READY,
        FAILED
    }

    static final String DOCUMENT_ID = "document_id", FILE_NAME = "file_name", TITLE = "title", KIND = "kind";
    static final String MEDIA_TYPE = "media_type", PAGES = "pages", PASSAGES = "passages", OCR_PAGES = "ocr_pages";
    static final String INGESTED_AT = "ingested_at", STATUS = "status", REASON = "reason";

    public CatalogEntry {
        Objects.requireNonNull(slot, "slot");
        Objects.requireNonNull(documentId, "documentId");
        fileName = fileName == null ? "" : fileName;
        title = title == null ? "" : title;
        kind = kind == null ? "" : kind;
        mediaType = mediaType == null ? "" : mediaType;
        Objects.requireNonNull(ingestedAt, "ingestedAt");
        Objects.requireNonNull(status, "status");
        reason = reason == null ? "" : reason;
    }

    public boolean ready() {
        return status == Status.READY;
    }

    Map<String, Object> metadata() {
        var map = new LinkedHashMap<String, Object>();
        map.put(DOCUMENT_ID, documentId);
        map.put(FILE_NAME, fileName);
        map.put(TITLE, title);
        map.put(KIND, kind);
        map.put(MEDIA_TYPE, mediaType);
        if (pages != null) {
            map.put(PAGES, pages);
        }
        map.put(PASSAGES, passages);
        map.put(OCR_PAGES, ocrPages);
        map.put(INGESTED_AT, ingestedAt.toString());
        map.put(STATUS, status.name());
        if (!reason.isEmpty()) {
            map.put(REASON, reason);
        }
        return map;
    }

    static CatalogEntry from(String slot, Map<String, Object> metadata) {
        return new CatalogEntry(
                slot,
                string(metadata, DOCUMENT_ID),
                string(metadata, FILE_NAME),
                string(metadata, TITLE),
                string(metadata, KIND),
                string(metadata, MEDIA_TYPE),
                metadata.get(PAGES) instanceof Number n ? n.intValue() : null,
                number(metadata, PASSAGES),
                number(metadata, OCR_PAGES),
                Instant.parse(string(metadata, INGESTED_AT)),
                Status.valueOf(string(metadata, STATUS)),
                string(metadata, REASON));
    }

    private static String string(Map<String, Object> metadata, String key) {
        Object value = metadata.get(key);
        return value == null ? "" : value.toString();
    }

    // Chroma hands integers back as doubles.
    private static int number(Map<String, Object> metadata, String key) {
        return metadata.get(key) instanceof Number n ? n.intValue() : 0;
    }
}
