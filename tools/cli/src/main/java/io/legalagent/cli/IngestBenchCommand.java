package io.legalagent.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench ingest}: Chroma alone, started for the measurement when it was down and stopped again. */
@Command(
        name = "ingest",
        mixinStandardHelpOptions = true,
        description = "Ingest speed against the raw embedding speed, into a collection named bench-ingest-<random>"
                + " that is deleted afterwards; needs Chroma alone (started and stopped when it was down).")
final class IngestBenchCommand implements Callable<Integer> {
    @Option(
            names = "--corpus",
            paramLabel = "PATH",
            description = "passage files or a folder of them (default: ../shared/data/corpus when present, else"
                    + " the sample corpus)")
    Path corpus;

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
        var stack = BenchCommands.stack();
        Files.createDirectories(stack.config().logDir());
        boolean chromaWasUp = stack.chroma().pid().isPresent();
        stack.chroma().start();
        try {
            return new IngestBench(Io.out, Io.err).run(chosen, batch, chroma, model, json);
        } finally {
            if (!chromaWasUp) {
                stack.chroma().stop();
            }
        }
    }
}
