package io.legalagent.ingest;

import io.legalagent.contracts.DocumentRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Comparator;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts an INGEST request's file where the library can read it: inline content is decoded into a
 * folder of its own under {@code incoming/} (under the file's own name, which the reader may use);
 * a claim check names a file already waiting in {@code incoming/}. Either must be non-empty and
 * within {@code legal.ingest.max-file-bytes}.
 */
final class Staging {
    private static final Logger log = LoggerFactory.getLogger(Staging.class);

    private final IngestSettings settings;

    Staging(IngestSettings settings) {
        this.settings = settings;
    }

    StagedFile stage(DocumentRequest request, String fileName) {
        return request.content() != null ? inline(request, fileName) : claimed(request.claimCheck());
    }

    private StagedFile inline(DocumentRequest request, String fileName) {
        byte[] bytes;
        try {
            bytes = Base64.getMimeDecoder().decode(request.content().strip());
        } catch (IllegalArgumentException e) {
            return StagedFile.refused("content is not base64: " + e.getMessage());
        }
        if (bytes.length == 0) {
            return StagedFile.refused("the file is empty");
        }
        try {
            Files.createDirectories(settings.incoming());
            Path folder = Files.createTempDirectory(settings.incoming(), ".inline-");
            Path file = Files.write(folder.resolve(fileName), bytes);
            return StagedFile.ready(file, () -> removeTree(folder));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + fileName + " under " + settings.incoming(), e);
        }
    }

    private StagedFile claimed(String claimCheck) {
        Path file = settings.incoming().resolve(claimCheck);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return StagedFile.refused("claim check '" + claimCheck + "' not found in the ingest's storage");
        }
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            return StagedFile.refused("claim check '" + claimCheck + "' cannot be read: " + e.getMessage());
        }
        if (size == 0) {
            return StagedFile.refused("the file is empty");
        }
        if (size > settings.maxBytes()) {
            return StagedFile.refused(FileNames.tooLarge(size, settings.maxBytes()));
        }
        return StagedFile.ready(file, () -> removeTree(file));
    }

    private static void removeTree(Path path) {
        try (Stream<Path> files = Files.walk(path)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            log.warn("could not remove {}: {}", path, e.getMessage());
        }
    }
}
