package io.legalagent.cli;

import io.legalagent.cli.library.DocumentShelf;
import io.legalagent.cli.library.PassageSize;
import io.legalagent.cli.library.SyncSummary;
import io.legalagent.cli.stack.Launcher;
import io.legalagent.cli.stack.ResidentMemory;
import io.legalagent.cli.stack.StackConfig;
import io.legalagent.cli.stack.Tree;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.cli.ConsoleProgress;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;

/**
 * {@code bench ingest --documents}: ingests a folder into a fresh library and re-ingests it unchanged,
 * in this process; then ingests a short and a long PDF made from the folder's pages, each in a fresh
 * child JVM ({@code ./legal ingest}, with the JVM options of the embedding services in deploy/jvm),
 * and compares their peak resident memory: a reader that streams pages holds about as much for 300
 * pages as for 5.
 */
final class DocumentIngestBench {
    static final int SHORT_PAGES = 5;
    static final int LONG_PAGES = 300;

    private final DocumentShelf.Opener opener;
    private final RetrievalSettings settings;
    private final StackConfig config;
    private final PrintStream err;

    DocumentIngestBench(DocumentShelf.Opener opener, RetrievalSettings settings, StackConfig config, PrintStream err) {
        this.opener = opener;
        this.settings = settings;
        this.config = config;
        this.err = err;
    }

    DocumentIngestFigures run(Path folder) throws IOException, InterruptedException {
        String library = BenchLibraries.fresh("bench-ingest-docs");
        Path work = Files.createDirectories(config.tmpDir("bench-ingest-docs"));
        try {
            return measure(folder, library, work);
        } finally {
            Tree.delete(work);
        }
    }

    private DocumentIngestFigures measure(Path folder, String library, Path work)
            throws IOException, InterruptedException {
        SyncSummary first;
        SyncSummary again;
        double firstSeconds;
        double againSeconds;
        try (var progress = ConsoleProgress.ofPassages(err, "embedding " + library);
                var shelf = opener.open(settings, library, PassageSize.DEFAULT, progress, work.resolve("originals"))) {
            err.println("ingesting " + folder + " into library " + library);
            long started = System.nanoTime();
            first = shelf.sync(List.of(folder), false);
            firstSeconds = (System.nanoTime() - started) / 1e9;
            err.println("ingesting it again, unchanged");
            started = System.nanoTime();
            again = shelf.sync(List.of(folder), false);
            againSeconds = (System.nanoTime() - started) / 1e9;
        } finally {
            BenchLibraries.drop(settings, library);
        }
        long peak = ResidentMemory.peakMegabytes(ProcessHandle.current().pid()).orElse(0);
        var pdfs = PagedPdfs.from(folder, work);
        err.println("streaming check: " + pdfs.distinctPages() + " text pages to build PDFs of " + SHORT_PAGES + " and "
                + LONG_PAGES + " pages from");
        var small = child(pdfs.ofPages(SHORT_PAGES), work);
        var large = child(pdfs.ofPages(LONG_PAGES), work);
        return new DocumentIngestFigures(
                folder.toString(),
                first.pages(),
                first.embedded(),
                firstSeconds,
                peak,
                again.embedded(),
                againSeconds,
                SHORT_PAGES,
                small.peakMegabytes(),
                LONG_PAGES,
                large.peakMegabytes());
    }

    /** {@code ./legal ingest PDF} in a JVM of its own, into a library of its own. */
    private ChildPeak child(Path pdf, Path work) throws IOException, InterruptedException {
        String library = BenchLibraries.fresh("bench-stream");
        Path log = config.logDir().resolve("bench-ingest-" + pdf.getFileName() + ".log");
        var command = new java.util.ArrayList<String>();
        command.add("java");
        Path options = config.root().resolve("deploy/jvm/embedding.options");
        if (Files.isRegularFile(options)) {
            // The heap the ingest service runs with: a default heap would grow with garbage, not with what is held.
            command.add("@" + options);
        }
        command.addAll(List.of(
                "-Dai.djl.offline=true",
                "-Djava.io.tmpdir=" + Files.createDirectories(work.resolve("tmp")),
                "-jar",
                Launcher.cliJar(config).toString(),
                "ingest",
                "--library",
                library,
                "--chroma",
                settings.chromaUrl().toString(),
                "--originals",
                work.resolve("child-originals").toString(),
                pdf.toString()));
        var env = new HashMap<>(config.childEnvironment());
        try {
            err.println("ingesting " + pdf.getFileName() + " in a child JVM (log: " + config.rel(log) + ")");
            var peak = ChildPeak.run(command, env, log);
            if (peak.exitCode() != 0) {
                throw new IOException(
                        "the child ingest of " + pdf.getFileName() + " failed (log: " + config.rel(log) + ")");
            }
            return peak;
        } finally {
            BenchLibraries.drop(settings, library);
        }
    }
}
