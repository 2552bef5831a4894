package io.legalagent.retrieval.train;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.bench.QaCsv;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.cli.Quiet;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.hubness.HubProbe;
import io.legalagent.retrieval.hubness.Hubness;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code train probe --qa FILE [--out FILE]}: embeds reference questions into the hubness probe that
 * ingest counts passages against. Exit 0 done, 2 bad usage.
 */
@Command(
        name = "probe",
        mixinStandardHelpOptions = true,
        description = {
            "Builds the hubness probe: the questions of a Bar Exam QA file (facts and stem, without choices),"
                    + " embedded as queries with the configured model. Ingest counts how often each passage is"
                    + " among their 5 nearest; the confidence model reads that count. A new probe changes the"
                    + " counts' spec, so the confidence model must be fitted again. Needs no Chroma.",
            "Settings: LEGAL_RETRIEVAL_MODEL, LEGAL_RETRIEVAL_QUERY_INSTRUCTION"
        })
public final class TrainProbeCommand implements Callable<Integer> {
    @Option(names = "--qa", required = true, paramLabel = "FILE", description = "the reference questions")
    Path qa;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "where to write it (default: the services' bundled probe,"
                    + " services/retrieval/src/main/resources/hubness/probe.bin)")
    Path out;

    @Spec
    CommandSpec spec;

    private final PrintStream stdout;
    private final Path root;

    /** {@code root}: the project folder the default path is relative to. */
    public TrainProbeCommand(PrintStream stdout, Path root) {
        this.stdout = stdout;
        this.root = root;
    }

    @Override
    public Integer call() throws Exception {
        Quiet.apply();
        if (!Files.isRegularFile(qa)) {
            throw new ParameterException(spec.commandLine(), "no such file: " + qa);
        }
        Path target = out != null ? out : root.resolve("services/retrieval/src/main/resources/hubness/probe.bin");
        RetrievalSettings settings;
        try {
            settings = RetrievalSettings.from(System::getenv);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "bad setting: " + e.getMessage());
        }
        var questions = QaCsv.read(qa).stream().map(QaRow::fullQuestion).toList();
        if (questions.isEmpty()) {
            throw new ParameterException(spec.commandLine(), qa + " holds no questions");
        }
        String instruction = settings.queryInstruction() ? settings.model().queryInstruction() : "";
        try (var embedder = OnnxEmbedder.create(settings.model(), instruction, false)) {
            var probe = HubProbe.of(embedder.passageModelId(), embedder.embedQueries(questions));
            Files.createDirectories(target.toAbsolutePath().getParent());
            Files.write(target, probe.bytes());
            stdout.printf(
                    "probe: %d questions of %s, model %s, fingerprint %s, spec %s%nwrote %s%n",
                    questions.size(),
                    qa.getFileName(),
                    probe.passageModel(),
                    probe.fingerprint(),
                    Hubness.spec(probe),
                    target);
        }
        return 0;
    }
}
