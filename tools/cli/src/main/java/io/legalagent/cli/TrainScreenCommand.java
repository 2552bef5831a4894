package io.legalagent.cli;

import io.legalagent.retrieval.bench.CachingEmbedder;
import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.screen.DetectorManifest;
import io.legalagent.screen.FeatureSpec;
import io.legalagent.screen.Featurizer;
import io.legalagent.screen.InjectionDetector;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code train screen}: fits the guard's learned injection detector on {@code data/injection} and the
 * Bar Exam QA train split, calibrates its threshold on the validation questions, and writes the
 * model and its manifest (with the model's SHA-256) where the guard's build picks them up. The same
 * data and options give the same model.
 */
@Command(
        name = "screen",
        mixinStandardHelpOptions = true,
        description = {
            "Rebuilds the guard's learned injection detector from data/injection and the Bar Exam QA splits of"
                    + " ../shared/data, and writes it to services/screen/src/main/resources/screen/ (the guard uses it"
                    + " from its next build). Needs no stack.",
            "The defaults are the recipe of the shipped model."
        })
final class TrainScreenCommand implements Callable<Integer> {
    static final String MODEL_FILE = "injection-detector.model";

    @Option(names = "--data", paramLabel = "DIR", description = "the injection data folder (default: data/injection)")
    Path data;

    @Option(names = "--qa-train", paramLabel = "FILE", description = "Bar Exam QA questions fitted on as legitimate")
    Path qaTrain;

    @Option(names = "--qa-validation", paramLabel = "FILE", description = "Bar Exam QA questions calibrated on")
    Path qaValidation;

    @Option(names = "--output", paramLabel = "DIR", description = "where to write (default: the guard's bundled model)")
    Path output;

    @Option(names = "--cost", paramLabel = "C", description = "liblinear's C (default: ${DEFAULT-VALUE})")
    double cost = 0.5;

    @Option(
            names = "--attack-weight",
            paramLabel = "W",
            description = "weight of an attack unit (default: ${DEFAULT-VALUE})")
    double attackWeight = 4;

    @Option(
            names = "--margin",
            paramLabel = "LOGODDS",
            description =
                    "threshold above the highest legitimate calibration score, in log-odds (default: ${DEFAULT-VALUE})")
    double margin = 0.5;

    @Option(
            names = "--max-unit-words",
            paramLabel = "N",
            description =
                    "a text this short is also a unit whole; longer sentences are cut into windows of this many words (default: ${DEFAULT-VALUE})")
    int maxUnitWords = 60;

    @Option(
            names = "--embedded-units",
            paramLabel = "N",
            description =
                    "units of a question embedded: those its n-grams alone rank highest (default: ${DEFAULT-VALUE})")
    int embeddedUnits = 4;

    @Option(
            names = "--look-alike-copies",
            paramLabel = "N",
            description = "times each legitimate look-alike is fitted on, against the many alike Bar Exam QA units"
                    + " (default: ${DEFAULT-VALUE})")
    int lookAlikeCopies = 64;

    @Option(
            names = "--ngrams",
            paramLabel = "MIN-MAX",
            description = "character n-gram lengths (default: ${DEFAULT-VALUE})")
    String ngrams = "2-4";

    @Option(
            names = "--word-ngrams",
            paramLabel = "N",
            description = "longest run of whole words hashed beside the character n-grams, 0 for none"
                    + " (default: ${DEFAULT-VALUE})")
    int wordNgrams = 0;

    @Option(
            names = "--buckets",
            paramLabel = "N",
            description = "hashed n-gram features, a power of two (default: ${DEFAULT-VALUE})")
    int buckets = 1 << 16;

    @Option(
            names = "--embedding-weight",
            paramLabel = "X",
            description = "length of the embedding block (default: ${DEFAULT-VALUE})")
    double embeddingWeight = 2;

    @Option(
            names = "--ngram-weight",
            paramLabel = "X",
            description = "length of the n-gram block (default: ${DEFAULT-VALUE})")
    double ngramWeight = 1;

    @Option(
            names = "--cue-weight",
            paramLabel = "X",
            description =
                    "length of the block of cues that a unit addresses the service, 0 for none (default: ${DEFAULT-VALUE})")
    double cueWeight = 1;

    @Option(
            names = "--embedding-model",
            paramLabel = "ID",
            description = "bundled embedding model (default: ${DEFAULT-VALUE})")
    String embeddingModel = EmbeddingModelChoice.ALL_MINILM_L6_V2_Q.id();

    @Option(
            names = "--carriers",
            paramLabel = "N",
            description = "times each short attack unit is also fitted set in a sentence of a Bar Exam QA question"
                    + " (default: ${DEFAULT-VALUE})")
    int carriers = 2;

    @Option(
            names = "--qa-copies",
            paramLabel = "N",
            description = "times each Bar Exam QA train question is fitted on, so that none of them sets the threshold"
                    + " (default: ${DEFAULT-VALUE})")
    int qaCopies = 4;

    @Option(
            names = "--leave-one-family-out",
            description = "validate the recipe instead of writing a model: for each training family, fit and calibrate"
                    + " without it and report how many of its attacks are caught (the held-out families are not used)")
    boolean leaveOneFamilyOut;

    @Override
    public Integer call() throws Exception {
        var root = Io.config().root();
        var dataDir = data != null ? data : root.resolve("data/injection");
        var train = qaFile(qaTrain, "barexam-train.csv", "--qa-train");
        var validation = qaFile(qaValidation, "barexam-validation.csv", "--qa-validation");
        var out = output != null ? output : root.resolve("services/screen/src/main/resources/screen");
        var spec = spec();
        var attacks = InjectionCases.attacks(dataDir);
        var legitimate = InjectionCases.legitimate(dataDir);
        var inputs = new ScreenTraining.Inputs(
                attacks,
                legitimate,
                InjectionCases.qa(train, Integer.MAX_VALUE),
                InjectionCases.qa(validation, Integer.MAX_VALUE),
                cost,
                attackWeight,
                lookAlikeCopies,
                margin,
                carriers,
                qaCopies);
        long started = System.nanoTime();
        if (leaveOneFamilyOut) {
            try (var onnx = OnnxEmbedder.create(EmbeddingModelChoice.parse(embeddingModel), "")) {
                var training = new ScreenTraining(new Featurizer(spec, CachingEmbedder.of(onnx)), Io.err);
                ScreenTrainingReport.leftOut(
                        inputs, training.leaveOneFamilyOut(inputs), (System.nanoTime() - started) / 1e9);
            }
            return ExitCodes.OK;
        }
        ScreenTraining.Fitted fitted;
        try (var embedder = OnnxEmbedder.create(EmbeddingModelChoice.parse(embeddingModel), "")) {
            fitted = new ScreenTraining(new Featurizer(spec, embedder), Io.err).fit(inputs);
        }
        var modelBytes = ScreenTraining.modelText(fitted.model());
        var manifest = new DetectorManifest(
                DetectorManifest.FORMAT,
                spec,
                MODEL_FILE,
                InjectionDetector.sha256(modelBytes),
                fitted.threshold(),
                new DetectorManifest.Training(
                        ScreenTraining.SOLVER.name(),
                        cost,
                        attackWeight,
                        dataSha256(dataDir, train, validation),
                        families(attacks, InjectionCases.TRAIN),
                        families(attacks, InjectionCases.HELD_OUT),
                        fitted.attackUnits(),
                        fitted.legitimateUnits(),
                        fitted.calibration()));
        Files.createDirectories(out);
        Files.write(out.resolve(MODEL_FILE), modelBytes);
        manifest.write(out.resolve(DetectorManifest.FILE));
        ScreenTrainingReport.fitted(manifest, out, MODEL_FILE, (System.nanoTime() - started) / 1e9);
        return ExitCodes.OK;
    }

    private FeatureSpec spec() throws UsageException {
        var range = ngrams.split("-");
        try {
            return new FeatureSpec(
                    EmbeddingModelChoice.parse(embeddingModel).id(),
                    maxUnitWords,
                    embeddedUnits,
                    Integer.parseInt(range[0].strip()),
                    Integer.parseInt(range[range.length - 1].strip()),
                    buckets,
                    embeddingWeight,
                    ngramWeight,
                    cueWeight,
                    wordNgrams);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static Path qaFile(Path given, String split, String option) throws UsageException {
        var file = given != null ? given : BenchCommands.sharedQa().resolveSibling(split);
        if (!Files.isRegularFile(file)) {
            throw new UsageException("no such file for " + option + ": " + file);
        }
        return file;
    }

    private static List<String> families(List<InjectionCases.Case> attacks, String split) {
        return attacks.stream()
                .filter(a -> a.split().equals(split))
                .map(InjectionCases.Case::group)
                .distinct()
                .sorted()
                .toList();
    }

    /** SHA-256 over the files fitted and calibrated on, each name then its bytes, in a fixed order. */
    static String dataSha256(Path data, Path qaTrain, Path qaValidation) {
        var files = new ArrayList<>(InjectionCases.files(data.resolve("attacks/train")));
        files.addAll(InjectionCases.files(data.resolve("legitimate")));
        files.add(qaTrain);
        files.add(qaValidation);
        try {
            var digest = MessageDigest.getInstance("SHA-256");
            for (var file : files) {
                digest.update(file.getFileName().toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                digest.update(Files.readAllBytes(file));
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
