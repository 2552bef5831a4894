package io.legalagent.documents.read;

import io.legalagent.retrieval.Hashes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;

/** The SHA-256 of a file's bytes, read in blocks: a document's id. */
final class FileHash {
    private FileHash() {}

    static String sha256(Path file) throws IOException {
        var digest = Hashes.digest();
        byte[] block = new byte[64 * 1024];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(block); n >= 0; n = in.read(block)) {
                digest.update(block, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
