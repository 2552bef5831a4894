package io.legalagent.documents;

import io.legalagent.retrieval.Hashes;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.util.HexFormat;

/** A file's SHA-256, read as a stream: the document id, whatever the file's size. */
final class FileSha256 {
    private FileSha256() {}

    static String of(Path file) throws IOException {
        var digest = Hashes.digest();
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
            in.transferTo(OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
