package io.legalagent.cli.library;

import io.legalagent.documents.FileKind;
import java.time.Instant;

/**
 * One document of a library's catalogue, as {@code ./legal library} lists it: {@code pages} is null
 * for formats without pages (Word, WordPerfect, text), {@code status} the catalogue's word for it.
 */
public record CatalogEntry(
        String documentId,
        String fileName,
        String title,
        FileKind kind,
        Integer pages,
        int passages,
        int ocrPages,
        Instant ingestedAt,
        String status) {}
