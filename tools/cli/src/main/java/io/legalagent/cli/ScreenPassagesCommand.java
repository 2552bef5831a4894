package io.legalagent.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench screen-passages}: no stack; ../shared/data's corpus and documents unless named. */
@Command(
        name = "screen-passages",
        mixinStandardHelpOptions = true,
        description = {
            "Screens every passage of the corpus files and of the documents (read and split as ingest does) with"
                    + " the layers the guard screens a frozen context's passages with (rules and learned detector),"
                    + " and prints how many were screened and flagged, and each flagged passage's id and layer. Real"
                    + " passages must not be flagged. Also screens the injection attack families both as questions and as"
                    + " passages: the passage screen must catch them too. Needs no stack."
        })
final class ScreenPassagesCommand implements Callable<Integer> {
    @Option(
            names = "--corpus",
            paramLabel = "PATH",
            description = "a passage file or folder (.csv, .jsonl), repeatable (default: ../shared/data/corpus)")
    List<Path> corpus = new ArrayList<>();

    @Option(
            names = "--documents",
            paramLabel = "DIR",
            description = "a folder of documents, repeatable (default: ../shared/data/documents)")
    List<Path> documents = new ArrayList<>();

    @Option(
            names = "--data",
            paramLabel = "DIR",
            description = "the injection data whose attack families are screened as passages (default: data/injection)")
    Path data;

    @Option(
            names = "--detector",
            paramLabel = "DIR",
            description = "a detector written by train screen --output DIR (default: the guard's bundled one)")
    Path detector;

    @Option(names = "--json", description = "the last line of stdout is one JSON object with the figures")
    boolean json;

    @Override
    public Integer call() throws Exception {
        var shared = BenchCommands.sharedQa().getParent().getParent();
        var corpusPaths = corpus.isEmpty() ? List.of(shared.resolve("corpus")) : corpus;
        var documentPaths = documents.isEmpty() ? List.of(shared.resolve("documents")) : documents;
        for (Path path : concat(corpusPaths, documentPaths)) {
            if (!Files.exists(path)) {
                throw new UsageException("no such file or folder: " + path);
            }
        }
        var attacks =
                InjectionCases.attacks(data != null ? data : Io.config().root().resolve("data/injection"));
        var passages = ScreenedPassages.read(corpusPaths, documentPaths, Io.err);
        return new PassageScreenBench(Io.out, Io.err).run(passages, attacks, detector, json);
    }

    private static List<Path> concat(List<Path> a, List<Path> b) {
        var all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
