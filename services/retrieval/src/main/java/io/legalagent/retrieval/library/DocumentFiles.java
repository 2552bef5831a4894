package io.legalagent.retrieval.library;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * The originals of one organisation's ingested documents, so that a cited page can be opened: each
 * as {@code <store>/orgs/<organisation>/<documentId>} beside {@code <documentId>.properties} naming
 * its file name and media type. Per organisation, so that one organisation deleting a document never
 * removes the same file another holds, and a document id alone never opens another's file (the
 * {@code orgs/} level keeps an organisation named "incoming" apart from the claim checks). Large
 * uploads arrive by claim check: the sender leaves the file in {@code <store>/incoming/} and names it
 * in its request ({@link #claim}).
 */
public final class DocumentFiles {
    private static final Pattern DOCUMENT_ID = Pattern.compile("[0-9a-f]{64}");
    private static final Pattern CLAIM = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,199}");

    private final Path store;
    private final Path dir;

    /** The originals of {@code organisation} in the shared storage folder {@code store}. */
    public DocumentFiles(Path store, String organisation) {
        this.store = store;
        this.dir = folder(store, organisation);
    }

    /** Where an organisation's originals are kept under the storage folder. */
    public static Path folder(Path store, String organisation) {
        return store.resolve("orgs").resolve(Libraries.organisation(organisation));
    }

    /** An original as kept: where it is, its file name and media type. */
    public record StoredFile(Path path, String fileName, String mediaType) {}

    /** Keeps a copy of {@code file} as document {@code documentId}; keeping it again changes nothing. */
    public void keep(Path file, String documentId, String fileName, String mediaType) {
        Path target = original(documentId);
        try {
            Files.createDirectories(dir);
            if (!Files.exists(target)) {
                Path partial = Files.createTempFile(dir, documentId, ".partial");
                Files.copy(file, partial, StandardCopyOption.REPLACE_EXISTING);
                Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            }
            var sidecar = new Properties();
            sidecar.setProperty("fileName", fileName);
            sidecar.setProperty("mediaType", mediaType);
            try (Writer out = Files.newBufferedWriter(sidecar(documentId), StandardCharsets.UTF_8)) {
                sidecar.store(out, null);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the original of " + fileName + " in " + dir, e);
        }
    }

    /** The kept original of a document, if there is one. */
    public Optional<StoredFile> find(String documentId) {
        Path file = original(documentId);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        var sidecar = new Properties();
        try (Reader in = Files.newBufferedReader(sidecar(documentId), StandardCharsets.UTF_8)) {
            sidecar.load(in);
        } catch (IOException e) {
            // no sidecar: the original is still served, as a plain download
        }
        return Optional.of(new StoredFile(
                file,
                sidecar.getProperty("fileName", documentId),
                sidecar.getProperty("mediaType", "application/octet-stream")));
    }

    /** Forgets a document's original; nothing happens when there is none. */
    public void remove(String documentId) {
        try {
            Files.deleteIfExists(original(documentId));
            Files.deleteIfExists(sidecar(documentId));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the original of " + documentId, e);
        }
    }

    /** Where senders leave claim-checked files. */
    public Path incoming() {
        return store.resolve("incoming");
    }

    /**
     * The claim-checked file {@code name} waiting in {@link #incoming()}. The name is one plain file
     * name (no folders, no "..") so that a request cannot reach any other file.
     */
    public Path claim(String name) {
        if (name == null || !CLAIM.matcher(name).matches() || name.contains("..")) {
            throw new IllegalArgumentException("claim check '" + name + "' is not a plain file name");
        }
        Path file = incoming().resolve(name);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no claim-checked file '" + name + "' in " + incoming());
        }
        return file;
    }

    private Path original(String documentId) {
        if (documentId == null || !DOCUMENT_ID.matcher(documentId).matches()) {
            throw new IllegalArgumentException("'" + documentId + "' is not a document id (a file's SHA-256)");
        }
        return dir.resolve(documentId);
    }

    private Path sidecar(String documentId) {
        return dir.resolve(documentId + ".properties");
    }
}
