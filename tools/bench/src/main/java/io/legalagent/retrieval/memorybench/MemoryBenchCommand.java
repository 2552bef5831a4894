package io.legalagent.retrieval.memorybench;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.bench.QaCsv;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.cli.Quiet;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.memory.SameQuestion;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bench memory}: would the QA memory answer only the same question? Hit recall on rewordings
 * of each question and false hits on other questions, at the configured threshold and at the one it
 * suggests. Needs no Chroma: it compares the vectors the memory would compare. Exit 0 done, 2 bad usage.
 */
@Command(
        name = "memory",
        mixinStandardHelpOptions = true,
        description = {
            "QA-memory hit precision and recall: rewordings of a question must hit, other questions",
            "(those on the same fact pattern above all) must not. No Chroma, no model server.",
            "Settings: LEGAL_RETRIEVAL_MEMORY_THRESHOLD, LEGAL_RETRIEVAL_EMBEDDING_MODEL"
        })
public final class MemoryBenchCommand implements Callable<Integer> {
    @Option(
            names = "--qa",
            required = true,
            arity = "1..*",
            paramLabel = "FILE",
            description = "questions to measure (Bar Exam QA layout), each file reported on its own")
    List<Path> qa;

    @Option(
            names = "--others",
            arity = "0..*",
            paramLabel = "FILE",
            description = "more questions that must not hit (for example the other split)")
    List<Path> others = new ArrayList<>();

    @Option(
            names = "--threshold",
            paramLabel = "COSINE",
            description = "the threshold to measure (default: the setting)")
    Double threshold;

    @Option(names = "--model", paramLabel = "ID", description = "the embedding model")
    String model;

    @Spec
    CommandSpec spec;

    private final PrintStream out;

    public MemoryBenchCommand(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new MemoryBenchCommand(System.out)).execute(args));
    }

    @Override
    public Integer call() {
        Quiet.apply();
        var files = new ArrayList<Path>(qa);
        files.addAll(others);
        for (Path path : files) {
            if (!Files.exists(path)) {
                throw new ParameterException(spec.commandLine(), "no such file: " + path);
            }
        }
        var settings = RetrievalSettings.from(
                key -> key.equals("LEGAL_RETRIEVAL_EMBEDDING_MODEL") && model != null ? model : System.getenv(key));
        double measured = threshold != null ? threshold : settings.memoryThreshold();
        var everyone = new ArrayList<QaRow>();
        files.forEach(f -> everyone.addAll(QaCsv.read(f)));
        try (var embedder =
                OnnxEmbedder.create(settings.model(), settings.model().queryInstruction(), false)) {
            out.printf(
                    "model %s; key: the question with its choices (passage-side embedding); a hit also needs the"
                            + " same choices and the same words (at most one term in %d differing)%n",
                    embedder.passageModelId(), SameQuestion.TERMS_PER_DIFFERENCE);
            var reports = new ArrayList<MemoryReport>();
            for (Path file : qa) {
                var rows = QaCsv.read(file);
                String name = file.getFileName().toString();
                reports.add(new MemoryReport(
                        name + ", multiple choice", MemoryPairs.choiceQuestions(rows, everyone, embedder)));
                reports.add(new MemoryReport(
                        name + ", open (question sentence alone)",
                        MemoryPairs.openQuestions(rows, everyone, embedder)));
            }
            var suggested = MemoryReport.suggested(reports);
            for (var report : reports) {
                out.println(report.render(measured, suggested));
            }
        }
        return 0;
    }
}
