package io.legalagent.screen;

import de.bwaldvogel.liblinear.Feature;
import de.bwaldvogel.liblinear.FeatureNode;
import io.legalagent.contracts.Question;
import io.legalagent.retrieval.embed.Embedder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A unit's feature vector, in liblinear's sparse form with 1-based indices: the unit's embedding
 * (indices 1 to d), its hashed character n-grams (d + 1 to d + buckets), each block scaled to the
 * length its spec gives, and the constant bias feature last. Training and the guard both build
 * vectors here, so a model always sees the features it was trained on.
 */
public final class Featurizer {
    private final FeatureSpec spec;
    private final Embedder embedder;

    public Featurizer(FeatureSpec spec, Embedder embedder) {
        this.spec = Objects.requireNonNull(spec, "spec");
        this.embedder = Objects.requireNonNull(embedder, "embedder");
        if (!embedder.passageModelId().equals(spec.embeddingModel())) {
            throw new IllegalArgumentException("the detector was trained on the vectors of " + spec.embeddingModel()
                    + ", not " + embedder.passageModelId());
        }
    }

    public FeatureSpec spec() {
        return spec;
    }

    /** Features besides the bias: the embedding's dimension, the n-gram buckets, then the cues if the spec has them. */
    public int featureCount() {
        return embedder.dimension() + spec.buckets() + cueCount();
    }

    private int cueCount() {
        return spec.cueWeight() > 0 ? AddressCues.COUNT : 0;
    }

    public List<String> units(Question question) {
        return Units.of(question, spec.maxUnitWords());
    }

    /** One vector per unit; the units are embedded in one call, spread over the embedder's threads. */
    public List<Feature[]> features(List<String> units) {
        // Identifiers and encoded runs carry no intent; the embedding sees them as one symbol, as the n-grams do.
        var vectors = embedder.embedPassages(
                units.stream().map(CharNgrams::withoutCodes).toList());
        var features = new ArrayList<Feature[]>(units.size());
        for (int i = 0; i < units.size(); i++) {
            features.add(vector(vectors.get(i), units.get(i)));
        }
        return features;
    }

    /** The n-gram block of a unit's vector alone: cheap, for choosing which units to embed. */
    public Feature[] ngrams(String unit) {
        var grams = new TreeMap<>(CharNgrams.of(unit, spec));
        double norm = Math.sqrt(grams.values().stream().mapToDouble(v -> v * v).sum());
        double scale = norm == 0 ? 0 : spec.ngramWeight() / norm;
        int offset = embedder.dimension() + 1;
        var nodes = new Feature[grams.size()];
        int at = 0;
        for (var gram : grams.entrySet()) {
            nodes[at++] = new FeatureNode(offset + gram.getKey(), gram.getValue() * scale);
        }
        return nodes;
    }

    /**
     * The features of a unit that need no embedding: its n-grams, then its cues when the spec has them.
     * Cheap, for choosing which units to embed.
     */
    public Feature[] unembedded(String unit) {
        var grams = ngrams(unit);
        if (cueCount() == 0) {
            return grams;
        }
        var cues = AddressCues.of(unit);
        var nodes = new ArrayList<Feature>(List.of(grams));
        // Each cue present weighs cueWeight / sqrt(COUNT): the block has length cueWeight when all are present.
        double cueScale = spec.cueWeight() / Math.sqrt(cues.length);
        int cueOffset = embedder.dimension() + spec.buckets() + 1;
        for (int i = 0; i < cues.length; i++) {
            if (cues[i] != 0) {
                nodes.add(new FeatureNode(cueOffset + i, cues[i] * cueScale));
            }
        }
        return nodes.toArray(Feature[]::new);
    }

    private Feature[] vector(float[] embedding, String unit) {
        var rest = unembedded(unit);
        var nodes = new Feature[embedding.length + rest.length + 1];
        double embeddingScale = spec.embeddingWeight() / norm(embedding);
        for (int i = 0; i < embedding.length; i++) {
            nodes[i] = new FeatureNode(i + 1, embedding[i] * embeddingScale);
        }
        System.arraycopy(rest, 0, nodes, embedding.length, rest.length);
        nodes[nodes.length - 1] = new FeatureNode(featureCount() + 1, 1.0);
        return nodes;
    }

    private static double norm(float[] v) {
        double sum = 0;
        for (float x : v) {
            sum += x * x;
        }
        return sum == 0 ? 1 : Math.sqrt(sum);
    }
}
