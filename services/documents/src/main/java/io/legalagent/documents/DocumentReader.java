package io.legalagent.documents;

import java.nio.file.Path;

/** Reads a file into a document's text, or says why it cannot; never throws for a bad file. */
public interface DocumentReader {
    ReadOutcome read(Path file);
}
