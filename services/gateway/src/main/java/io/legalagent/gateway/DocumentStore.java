package io.legalagent.gateway;

import io.legalagent.retrieval.library.DocumentFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import org.springframework.http.MediaType;

/**
 * The storage folder the gateway shares with the ingest service ({@code legal.ingest.store-dir}):
 * uploads wait in {@code incoming/} under a name of their own (the claim check), and the ingest
 * keeps each document's original as {@code orgs/<organisation>/<documentId>} ({@link DocumentFiles}),
 * which the gateway serves to that organisation alone.
 */
final class DocumentStore {
    static final Pattern DOCUMENT_ID = Pattern.compile("[0-9a-fA-F]{64}");
    private static final Pattern UNSAFE = Pattern.compile("[^A-Za-z0-9._-]+");
    private static final int MAX_NAME = 100;

    private final Path root;

    DocumentStore(Path root) {
        this.root = root;
    }

    /** Copies an upload into {@code incoming/}; returns the claim check, the name it waits under. */
    String receive(String fileName, InputStream content) {
        String claim = UUID.randomUUID() + "-" + safeName(fileName);
        var incoming = root.resolve("incoming");
        try {
            Files.createDirectories(incoming);
            Files.copy(content, incoming.resolve(claim), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("could not store the upload " + fileName, e);
        }
        return claim;
    }

    /** Removes a claim-checked upload that was never published. */
    void discard(String claim) {
        try {
            Files.deleteIfExists(root.resolve("incoming").resolve(claim));
        } catch (IOException e) {
            // Left for the ingest's clean-up of old incoming files.
        }
    }

    /** The original of a document of an organisation, when the store holds it there. */
    Optional<Path> original(String organisation, String documentId) {
        var file = DocumentFiles.folder(root, organisation).resolve(documentId.toLowerCase());
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /**
     * What a stored original is, told from its first bytes. Only types a browser shows without
     * running anything: HTML, SVG and XML are served as plain text, so a document can never run a
     * script on the gateway's origin.
     */
    static MediaType mediaType(Path file) throws IOException {
        byte[] head;
        try (var in = Files.newInputStream(file)) {
            head = in.readNBytes(8);
        }
        if (starts(head, "%PDF")) {
            return MediaType.APPLICATION_PDF;
        }
        if (starts(head, "{\\rtf")) {
            return MediaType.parseMediaType("application/rtf");
        }
        if (starts(head, "PK")) {
            return MediaType.parseMediaType("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
        }
        String hex = HexFormat.of().formatHex(head);
        if (hex.startsWith("d0cf11e0a1b11ae1")) {
            return MediaType.parseMediaType("application/msword");
        }
        if (hex.startsWith("ff575043")) {
            return MediaType.parseMediaType("application/vnd.wordperfect");
        }
        return looksLikeText(head)
                ? new MediaType("text", "plain", java.nio.charset.StandardCharsets.UTF_8)
                : MediaType.APPLICATION_OCTET_STREAM;
    }

    static String safeName(String fileName) {
        String name = UNSAFE.matcher(fileName == null ? "" : fileName).replaceAll("_");
        name = name.replaceAll("^[._]+", "");
        if (name.length() > MAX_NAME) {
            name = name.substring(name.length() - MAX_NAME);
        }
        return name.isEmpty() ? "upload" : name;
    }

    private static boolean starts(byte[] head, String magic) {
        byte[] bytes = magic.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        return head.length >= bytes.length && Arrays.equals(head, 0, bytes.length, bytes, 0, bytes.length);
    }

    private static boolean looksLikeText(byte[] head) {
        for (byte b : head) {
            if (b >= 0 && b < 0x09) {
                return false;
            }
        }
        return true;
    }
}
