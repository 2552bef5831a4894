package io.legalagent.retrieval.search;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import io.legalagent.retrieval.embed.OrtSessions;
import java.util.Map;

/**
 * Scores candidates with a model learned from the training split ({@link RerankerModel}): the
 * {@link RerankFeatures} of each candidate in, the probability that it is the passage the question
 * turns on out. One ONNX Runtime call per retrieval; the model is a few kilobytes.
 */
public final class LearnedReranker implements Reranker, AutoCloseable {
    private final RerankerModel model;
    private final OrtEnvironment environment;
    private final OrtSession session;
    private final String input;

    private LearnedReranker(RerankerModel model, OrtEnvironment environment, OrtSession session) {
        this.model = model;
        this.environment = environment;
        this.session = session;
        this.input = session.getInputNames().iterator().next();
    }

    /** Refuses a model trained on other features than this build computes. */
    public static LearnedReranker load(RerankerModel model) {
        if (!model.features().equals(RerankFeatures.NAMES)) {
            throw new IllegalStateException("the reranker model was trained on features " + model.features()
                    + ", this build computes " + RerankFeatures.NAMES + ": train it again (./legal train reranker)");
        }
        try (var options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(1);
            var environment = OrtEnvironment.getEnvironment();
            return new LearnedReranker(model, environment, environment.createSession(model.onnx(), options));
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the reranker model: " + e.getMessage(), e);
        }
    }

    @Override
    public String id() {
        return "learned(" + model.fingerprint().substring(0, 12) + ")";
    }

    public RerankerModel model() {
        return model;
    }

    @Override
    public double[] scores(RerankRequest request) {
        double[][] features = RerankFeatures.of(request, model.lexicalWeight());
        float[][] rows = new float[features.length][];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new float[features[i].length];
            for (int c = 0; c < rows[i].length; c++) {
                rows[i][c] = (float) features[i][c];
            }
        }
        double[] out = new double[rows.length];
        if (rows.length == 0) {
            return out;
        }
        try (var tensor = OnnxTensor.createTensor(environment, rows);
                var result = session.run(Map.of(input, tensor))) {
            float[][] probabilities = (float[][]) result.get(0).getValue();
            for (int i = 0; i < out.length; i++) {
                out[i] = probabilities[i][model.relevantOutput()];
            }
            return out;
        } catch (OrtException e) {
            throw new IllegalStateException("reranker model failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        OrtSessions.close(session);
    }
}
