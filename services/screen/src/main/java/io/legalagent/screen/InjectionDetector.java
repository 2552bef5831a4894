package io.legalagent.screen;

import de.bwaldvogel.liblinear.Feature;
import de.bwaldvogel.liblinear.Linear;
import de.bwaldvogel.liblinear.Model;
import io.legalagent.contracts.Question;
import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.stream.IntStream;

/**
 * The learned injection detector: a logistic-regression model (liblinear) over each unit's embedding
 * and character n-grams ({@link Featurizer}); a question scores as its most suspicious unit. The
 * model ships with the guard ({@code screen/} on the class path) with its manifest, and is checked
 * against the SHA-256 the manifest records before it is used.
 */
public final class InjectionDetector implements AutoCloseable {
    public static final String BUNDLED = "screen/";
    static final int ATTACK = 1;

    private final DetectorManifest manifest;
    private final Model model;
    private final Featurizer featurizer;
    private final AutoCloseable owned;

    private InjectionDetector(DetectorManifest manifest, Model model, Featurizer featurizer, AutoCloseable owned) {
        this.manifest = Objects.requireNonNull(manifest, "manifest");
        this.model = Objects.requireNonNull(model, "model");
        this.featurizer = Objects.requireNonNull(featurizer, "featurizer");
        this.owned = owned;
        if (model.getNrFeature() != featurizer.featureCount()) {
            throw new IllegalStateException("the detector model has " + model.getNrFeature()
                    + " features; its manifest describes " + featurizer.featureCount());
        }
    }

    /** The model that ships with the guard, with the embedding model its manifest names. */
    public static InjectionDetector bundled() {
        var manifest = DetectorManifest.read(resource(DetectorManifest.FILE));
        try (var in = resource(manifest.modelFile())) {
            return loaded(manifest, in.readAllBytes(), "the bundled detector (" + BUNDLED + ")");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled detector model", e);
        }
    }

    /** A detector written to a folder by {@code ./legal train screen --output DIR}. */
    public static InjectionDetector fromDirectory(Path dir) {
        try (var in = Files.newInputStream(dir.resolve(DetectorManifest.FILE))) {
            var manifest = DetectorManifest.read(in);
            return loaded(manifest, Files.readAllBytes(dir.resolve(manifest.modelFile())), dir.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the detector in " + dir, e);
        }
    }

    /** A model just trained, on a featurizer the caller keeps (and closes). */
    public static InjectionDetector of(DetectorManifest manifest, Model model, Featurizer featurizer) {
        return new InjectionDetector(manifest, model, featurizer, null);
    }

    private static InjectionDetector loaded(DetectorManifest manifest, byte[] modelBytes, String where) {
        var sha = sha256(modelBytes);
        if (!sha.equals(manifest.modelSha256())) {
            throw new IllegalStateException(
                    "the detector model in " + where + " has SHA-256 " + sha + " but its manifest records "
                            + manifest.modelSha256() + "; rebuild both with ./legal train screen");
        }
        Model model;
        try (var reader = new InputStreamReader(new ByteArrayInputStream(modelBytes), StandardCharsets.UTF_8)) {
            model = Model.load(reader);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the detector model in " + where, e);
        }
        var embedder = OnnxEmbedder.create(
                EmbeddingModelChoice.parse(manifest.features().embeddingModel()), "");
        return new InjectionDetector(manifest, model, new Featurizer(manifest.features(), embedder), embedder);
    }

    public DetectorManifest manifest() {
        return manifest;
    }

    /** The threshold calibrated with this model. */
    public double calibratedThreshold() {
        return manifest.threshold();
    }

    /**
     * The question's score: its most suspicious unit's attack probability. Only the units whose
     * n-grams alone score highest are embedded, so a long fact pattern costs no more than a short one.
     */
    public DetectorScore score(Question question) {
        return score(question, unit -> true);
    }

    /** The score over the units {@code counted} keeps; no unit kept scores 0. */
    public DetectorScore score(Question question, Predicate<String> counted) {
        var units = featurizer.units(question).stream().filter(counted).toList();
        if (units.isEmpty()) {
            return DetectorScore.EMPTY;
        }
        var chosen = mostSuspicious(units, featurizer.spec().embeddedUnits());
        var scores = scores(featurizer.features(chosen));
        int top = 0;
        for (int i = 1; i < scores.size(); i++) {
            if (scores.get(i) > scores.get(top)) {
                top = i;
            }
        }
        return new DetectorScore(scores.get(top), chosen.get(top), units.size());
    }

    /** The {@code count} units whose n-gram part of the decision value leans furthest towards an attack. */
    private List<String> mostSuspicious(List<String> units, int count) {
        if (units.size() <= count) {
            return units;
        }
        var weights = model.getFeatureWeights();
        double towardsAttack = model.getLabels()[0] == ATTACK ? 1 : -1;
        var leaning = new double[units.size()];
        for (int i = 0; i < units.size(); i++) {
            double value = 0;
            for (var node : featurizer.unembedded(units.get(i))) {
                value += weights[node.getIndex() - 1] * node.getValue();
            }
            leaning[i] = towardsAttack * value;
        }
        return IntStream.range(0, units.size())
                .boxed()
                .sorted((a, b) -> Double.compare(leaning[b], leaning[a]))
                .limit(count)
                .sorted()
                .map(units::get)
                .toList();
    }

    /** The attack probability of each feature vector. */
    public List<Double> scores(List<Feature[]> vectors) {
        var scores = new ArrayList<Double>(vectors.size());
        var probabilities = new double[model.getNrClass()];
        int attack = attackIndex(model);
        for (var vector : vectors) {
            Linear.predictProbability(model, vector, probabilities);
            scores.add(probabilities[attack]);
        }
        return scores;
    }

    private static int attackIndex(Model model) {
        var labels = model.getLabels();
        for (int i = 0; i < labels.length; i++) {
            if (labels[i] == ATTACK) {
                return i;
            }
        }
        throw new IllegalStateException("the detector model has no attack class");
    }

    private static InputStream resource(String name) {
        var in = InjectionDetector.class.getClassLoader().getResourceAsStream(BUNDLED + name);
        if (in == null) {
            throw new IllegalStateException(
                    "no " + BUNDLED + name + " on the class path; build it with ./legal train screen");
        }
        return in;
    }

    @Override
    public void close() {
        if (owned != null) {
            try {
                owned.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** SHA-256 of the bytes as lower-case hex: the model's fingerprint. */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }
}
