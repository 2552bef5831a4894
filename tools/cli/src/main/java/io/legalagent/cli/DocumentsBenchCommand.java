package io.legalagent.cli;

import io.legalagent.cli.library.LibraryShelf;
import io.legalagent.cli.library.PassageSize;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.cli.Quiet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench documents}: retrieval over a library of documents, by document and page, per passage size. */
@Command(
        name = "documents",
        mixinStandardHelpOptions = true,
        description = {
            "Document retrieval: for each passage size, ingests the folder into a library of its own (bench-docs-"
                    + "<random>, deleted afterwards), asks every question of the questions file through the agent's"
                    + " retrieval and prints hit@1, hit@3 and hit@5, a hit being a passage from the answering"
                    + " document whose pages overlap the answer's. Needs Chroma alone (started and stopped when it"
                    + " was down)."
        })
final class DocumentsBenchCommand implements Callable<Integer> {
    @Option(
            names = "--documents",
            paramLabel = "DIR",
            description = "the documents (default: ../shared/data/documents)")
    Path documents;

    @Option(
            names = "--questions",
            paramLabel = "FILE",
            description = "the questions, each with its file and pages (default: data/documents/questions.json)")
    Path questions;

    @Option(
            names = "--sizes",
            paramLabel = "CHARS[/OVERLAP]",
            split = ",",
            description = "the passage sizes to compare (default: ${DEFAULT-VALUE})")
    List<String> sizes = List.of("600/75", "1200/150", "2000/250");

    @Option(names = "--chroma", paramLabel = "URL", description = "the Chroma server")
    String chroma;

    @Option(names = "--json", description = "the last line of stdout is one JSON array, a row per size")
    boolean json;

    @Override
    public Integer call() throws Exception {
        Quiet.apply();
        var root = Io.config().root();
        Path folder = documents != null
                ? documents
                : root.resolve("../shared/data/documents").normalize();
        if (!Files.isDirectory(folder)) {
            throw new UsageException("no such folder of documents: " + folder);
        }
        var asked =
                DocumentQuestions.read(questions != null ? questions : root.resolve("data/documents/questions.json"));
        var chosen = new ArrayList<PassageSize>();
        try {
            sizes.forEach(size -> chosen.add(PassageSize.parse(size)));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        var overrides = new HashMap<String, String>();
        if (chroma != null) {
            overrides.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma);
        }
        var settings = RetrievalSettings.from(key -> overrides.getOrDefault(key, Io.env.apply(key)));
        var stack = BenchCommands.stack();
        boolean chromaWasUp = chroma != null || stack.chroma().pid().isPresent();
        if (!chromaWasUp) {
            Files.createDirectories(stack.config().logDir());
            stack.chroma().start();
        }
        try {
            var rows = new DocumentRetrievalBench(LibraryShelf.OPENER, settings, Io.err).run(folder, asked, chosen);
            Io.out.print(DocumentHits.table(rows));
            if (json) {
                Io.out.println(Json.MAPPER.writeValueAsString(
                        rows.stream().map(DocumentHits::figures).toList()));
            }
        } finally {
            if (!chromaWasUp) {
                stack.chroma().stop();
            }
        }
        return ExitCodes.OK;
    }
}
