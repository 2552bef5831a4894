package io.legalagent.cli;

import io.legalagent.cli.library.LibraryShelf;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.cli.Quiet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench ingest}: Chroma alone, started for the measurement when it was down and stopped again. */
@Command(
        name = "ingest",
        mixinStandardHelpOptions = true,
        description = {
            "Ingest speed against the raw embedding speed, into a collection named bench-ingest-<random>"
                    + " that is deleted afterwards; needs Chroma alone (started and stopped when it was down).",
            "With --documents DIR: pages/s, passages/s and peak RSS of ingesting the folder into a fresh library,"
                    + " the re-ingest of the unchanged folder (passages embedded, time against the first), and the"
                    + " peak RSS of child JVMs ingesting a 5-page and a 300-page PDF made with pdfunite."
        })
final class IngestBenchCommand implements Callable<Integer> {
    @Option(
            names = "--corpus",
            paramLabel = "PATH",
            description = "passage files or a folder of them (default: ../shared/data/corpus when present, else"
                    + " the sample corpus)")
    Path corpus;

    @Option(
            names = "--documents",
            paramLabel = "DIR",
            description = "measure the document ingest of this folder instead (e.g. ../shared/data/documents)")
    Path documents;

    @Option(
            names = "--batch",
            paramLabel = "N",
            description = "passages per embedding call and write (default ${DEFAULT-VALUE})")
    int batch = 128;

    @Option(names = "--chroma", paramLabel = "URL", description = "the Chroma server")
    String chroma;

    @Option(names = "--model", paramLabel = "ID", description = "the embedding model")
    String model;

    @Option(names = "--json", description = "the last line of stdout is one JSON object")
    boolean json;

    @Override
    public Integer call() throws Exception {
        Path shared = Io.config().root().resolve("../shared/data/corpus").normalize();
        Path chosen = corpus != null
                ? corpus
                : Files.isDirectory(shared) ? shared : Io.config().corpusDir();
        if (documents != null && !Files.isDirectory(documents)) {
            throw new UsageException("no such folder of documents: " + documents);
        }
        var stack = BenchCommands.stack();
        Files.createDirectories(stack.config().logDir());
        // A Chroma named on the command line is used as it is; the local one is started only without it.
        boolean chromaWasUp = chroma != null || stack.chroma().pid().isPresent();
        if (!chromaWasUp) {
            stack.chroma().start();
        }
        try {
            return documents != null
                    ? documents()
                    : new IngestBench(Io.out, Io.err).run(chosen, batch, chroma, model, json);
        } finally {
            if (!chromaWasUp) {
                stack.chroma().stop();
            }
        }
    }

    private int documents() throws Exception {
        Quiet.apply();
        var overrides = new HashMap<String, String>();
        if (chroma != null) {
            overrides.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma);
        }
        if (model != null) {
            overrides.put("LEGAL_RETRIEVAL_EMBEDDING_MODEL", model);
        }
        var settings = RetrievalSettings.from(key -> overrides.getOrDefault(key, Io.env.apply(key)));
        var figures = new DocumentIngestBench(LibraryShelf.OPENER, settings, Io.config(), Io.err).run(documents);
        Io.out.print(figures.table());
        if (json) {
            Io.out.println(Json.MAPPER.writeValueAsString(figures.figures()));
        }
        return ExitCodes.OK;
    }
}
