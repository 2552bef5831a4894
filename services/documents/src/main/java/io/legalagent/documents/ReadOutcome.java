package io.legalagent.documents;

/** A file read into a document, or the reason it could not be (empty, encrypted, not a document...). */
public sealed interface ReadOutcome {
    FileKind kind();

    record Read(DocumentText document) implements ReadOutcome {
        @Override
        public FileKind kind() {
            return document.kind();
        }
    }

    record Refused(String fileName, FileKind kind, String reason) implements ReadOutcome {}
}
