package io.legalagent.retrieval.search;

import io.legalagent.retrieval.Hashes;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;

/**
 * A small logistic model over a few {@link ConfidenceSignal}s, fitted on the training split by
 * {@code ./legal bench retrieval --calibrate --fit FILE}: each signal standardized with the training
 * mean and standard deviation, weighted, plus a bias, through the logistic function. Its output reads
 * as the probability that the step's top k holds the passage the question turns on.
 *
 * @param signals the signals it combines, by id
 * @param means their means on the training split
 * @param sds their standard deviations there
 * @param weights log-odds per standard deviation
 * @param bias log-odds at the means
 * @param trainedOn what it was fitted on, for the reader
 * @param relevanceModel the fingerprint of the learned reranker whose probabilities its {@code learned_*}
 *     inputs read ({@link LearnedRelevance}); null when it has none. It is part of the model, so of
 *     its fingerprint, and a model fitted on another reranker's probabilities is refused.
 */
public record ConfidenceModel(
        List<String> signals,
        double[] means,
        double[] sds,
        double[] weights,
        double bias,
        String trainedOn,
        String relevanceModel) {
    static final String BUNDLED = "/confidence/confidence-model.json";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    public ConfidenceModel {
        signals = List.copyOf(signals);
        if (means.length != signals.size() || sds.length != signals.size() || weights.length != signals.size()) {
            throw new IllegalArgumentException("one mean, deviation and weight per signal");
        }
        signals.forEach(ConfidenceSignal::parse);
        if (signals.contains(ConfidenceSignal.CALIBRATED.id())) {
            throw new IllegalArgumentException("the calibrated signal cannot be one of its own inputs");
        }
    }

    /** Whether any input reads the learned reranker's probabilities. */
    public boolean readsRelevance() {
        return signals.stream().map(ConfidenceSignal::parse).anyMatch(ConfidenceSignal::readsRelevance);
    }

    /** Refuses a model whose {@code learned_*} inputs were fitted on another reranker's probabilities. */
    public ConfidenceModel checkedAgainst(String relevanceFingerprint) {
        if (readsRelevance() && !relevanceFingerprint.equals(relevanceModel)) {
            throw new IllegalStateException("the confidence model was fitted on the probabilities of reranker "
                    + relevanceModel + ", this build ships " + relevanceFingerprint
                    + ": fit it again (./legal bench retrieval --calibrate --fit ...)");
        }
        return this;
    }

    /** The model the project ships, fitted on the Bar Exam QA training split (docs/retrieval.md). */
    public static ConfidenceModel bundled() {
        return Holder.BUNDLED_MODEL;
    }

    public static ConfidenceModel read(InputStream json) {
        return JSON.readValue(json, ConfidenceModel.class);
    }

    public String toJson() {
        return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(this) + "\n";
    }

    /** SHA-256 of the model as JSON: the ResearchPack records it, so a replay names a changed model. */
    public String fingerprint() {
        return Hashes.sha256(toJson());
    }

    public double probability(Ranking ranking, int k) {
        double[] values = new double[signals.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = ConfidenceSignal.parse(signals.get(i)).value(ranking, k);
        }
        return probability(values);
    }

    /** The probability for the signals' values, in {@link #signals} order. */
    public double probability(double[] values) {
        double logit = bias;
        for (int i = 0; i < weights.length; i++) {
            logit += weights[i] * (sds[i] == 0 ? 0 : (values[i] - means[i]) / sds[i]);
        }
        return 1 / (1 + Math.exp(-logit));
    }

    private static final class Holder {
        static final ConfidenceModel BUNDLED_MODEL = load();

        private static ConfidenceModel load() {
            try (var in = ConfidenceModel.class.getResourceAsStream(BUNDLED)) {
                if (in == null) {
                    throw new IllegalStateException("the bundled confidence model " + BUNDLED + " is missing");
                }
                var model = read(in);
                return model.readsRelevance() ? model.checkedAgainst(LearnedRelevance.fingerprint()) : model;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
