package io.legalagent.documents;

/** What a file is, told from its content (not its name); the ingest counts its results per kind. */
public enum FileKind {
    PDF,
    WORD,
    WORDPERFECT,
    RTF,
    HTML,
    MARKDOWN,
    TEXT,
    /** A passage file (.csv, .jsonl): already cut into passages, read as before. */
    PASSAGES,
    /** Anything else (audio, images, archives): refused with a reason. */
    OTHER
}
