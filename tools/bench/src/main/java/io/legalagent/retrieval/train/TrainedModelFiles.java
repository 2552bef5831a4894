package io.legalagent.retrieval.train;

import io.legalagent.retrieval.search.RerankFeatures;
import io.legalagent.retrieval.search.RerankerModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a trained reranker where the services find it: {@code learned-reranker.onnx} and its
 * description {@code learned-reranker.json} (format, features in input order, the "relevant" output,
 * the hybrid's lexical weight among the features, the fingerprint, and how it was trained and how it
 * scored), in the form {@link RerankerModel} reads back.
 */
final class TrainedModelFiles {
    static final String MODEL = "learned-reranker.onnx";
    static final String DESCRIPTION = "learned-reranker.json";
    private static final JsonMapper JSON =
            JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    private TrainedModelFiles() {}

    /** Writes both files into {@code folder}; returns the model as the services will load it. */
    static RerankerModel write(Path folder, RerankerFit fit, double lexicalWeight, Map<String, Object> training)
            throws IOException {
        if (!fit.inputOrder().equals(RerankFeatures.NAMES)) {
            throw new IllegalStateException("the model's inputs " + fit.inputOrder() + " are not the features "
                    + RerankFeatures.NAMES + " in order");
        }
        Files.createDirectories(folder);
        var model = folder.resolve(MODEL);
        fit.saveOnnx(model);
        String fingerprint = RerankerModel.fingerprintOf(Files.readAllBytes(model), RerankFeatures.NAMES);
        var description = new LinkedHashMap<String, Object>();
        description.put("format", RerankerModel.FORMAT);
        description.put("model", MODEL);
        description.put("fingerprint", fingerprint);
        description.put("features", RerankFeatures.NAMES);
        description.put("relevant_output", fit.relevantOutput());
        description.put("lexical_weight", lexicalWeight);
        description.put("training", training);
        var json = folder.resolve(DESCRIPTION);
        Files.writeString(json, JSON.writeValueAsString(description) + "\n");
        return RerankerModel.read(json);
    }
}
