package io.legalagent.cli.library;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.cli.ConsoleProgress;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The document half of {@code ./legal ingest}: opens the library's shelf, syncs the paths into it
 * with the command line's progress bar, and prints the counts per kind and each failed file.
 */
public final class DocumentSync {
    private final PrintStream out;
    private final PrintStream err;

    public DocumentSync(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Where the originals go unless told: LEGAL_INGEST_STORE_DIR, as the ingest service has it, else .legal/library. */
    public static Path defaultOriginals() {
        String dir = System.getenv("LEGAL_INGEST_STORE_DIR");
        if (dir != null && !dir.isBlank()) {
            return Path.of(dir);
        }
        return Path.of(System.getProperty("legal.root", ".")).resolve(".legal/library");
    }

    /** Syncs the library and prints what became of each kind of file. */
    public SyncSummary run(
            RetrievalSettings settings,
            String library,
            List<Path> paths,
            boolean prune,
            PassageSize size,
            Path originals) {
        try (var progress = ConsoleProgress.ofPassages(err, "embedding " + library);
                var shelf = LibraryShelf.OPENER.open(settings, library, size, progress, originals)) {
            var summary = shelf.sync(paths, prune);
            out.print(SyncPrinter.text(library, summary));
            return summary;
        }
    }

    /** Something usable came of it: a file added, changed or already there. */
    public static boolean usable(SyncSummary summary) {
        var total = summary.total();
        return total.added() + total.changed() + total.unchanged() > 0;
    }
}
