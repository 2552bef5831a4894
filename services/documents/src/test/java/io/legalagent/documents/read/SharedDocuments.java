package io.legalagent.documents.read;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.legalagent.retrieval.support.ProjectRoot;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The sample filings in {@code shared/data/documents} beside the checkout (or beside a folder above
 * it, for a linked worktree); tests that need them are skipped where they are missing.
 */
public final class SharedDocuments {
    private SharedDocuments() {}

    public static Path folder() {
        for (Path dir = ProjectRoot.get().getParent(); dir != null; dir = dir.getParent()) {
            Path documents = dir.resolve("shared/data/documents");
            if (Files.isDirectory(documents)) {
                return documents;
            }
        }
        assumeTrue(false, "no shared/data/documents beside the checkout");
        throw new IllegalStateException("unreachable");
    }

    public static Path file(String name) {
        Path file = folder().resolve(name);
        assumeTrue(Files.exists(file), "no " + file);
        return file;
    }
}
