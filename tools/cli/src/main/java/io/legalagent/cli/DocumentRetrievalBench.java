package io.legalagent.cli;

import io.legalagent.cli.library.DocumentShelf;
import io.legalagent.cli.library.PassageSize;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.cli.ConsoleProgress;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench documents}: for each passage size, ingests the folder into a library of its own (never
 * the user's), asks every question of the file through the agent's retrieval, and counts the hits by
 * document and page. The libraries are deleted afterwards, whatever happens.
 */
final class DocumentRetrievalBench {
    static final int TOP = 5;

    private final DocumentShelf.Opener opener;
    private final RetrievalSettings settings;
    private final PrintStream err;

    DocumentRetrievalBench(DocumentShelf.Opener opener, RetrievalSettings settings, PrintStream err) {
        this.opener = opener;
        this.settings = settings;
        this.err = err;
    }

    List<DocumentHits> run(Path folder, List<DocumentQuestion> questions, List<PassageSize> sizes) {
        var rows = new ArrayList<DocumentHits>();
        for (var size : sizes) {
            rows.add(measure(folder, questions, size));
        }
        return rows;
    }

    private DocumentHits measure(Path folder, List<DocumentQuestion> questions, PassageSize size) {
        String library = BenchLibraries.fresh("bench-docs");
        err.println("passage size " + size + ": ingesting " + folder + " into library " + library);
        Path originals;
        try {
            originals = Files.createTempDirectory("bench-docs-originals");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (var progress = ConsoleProgress.ofPassages(err, "embedding " + size);
                var shelf = opener.open(settings, library, size, progress, originals)) {
            long started = System.nanoTime();
            var summary = shelf.sync(List.of(folder), false);
            double seconds = (System.nanoTime() - started) / 1e9;
            var ranks = new ArrayList<Integer>();
            for (var question : questions) {
                int rank = question.rankIn(shelf.search(question.question(), TOP));
                ranks.add(rank);
                if (rank == 0) {
                    err.println("  miss " + question.id() + " (" + question.file() + " " + question.pages() + ")");
                }
            }
            return DocumentHits.of(size, summary.embedded(), ranks, seconds);
        } finally {
            BenchLibraries.drop(settings, library);
            BenchLibraries.deleteQuietly(originals);
        }
    }
}
