package io.legalagent.retrieval.search;

import io.legalagent.retrieval.Hashes;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A learned reranker as the repository keeps it: a JSON description ({@code learned-reranker.json})
 * beside the ONNX model it names. The description lists the features in the model's input order, the
 * output that means "relevant", the lexical weight of the hybrid score among the features, and the
 * fingerprint: SHA-256 over the model's bytes and the feature names, checked on load, recorded in
 * every ResearchPack that used it. {@code ./legal train reranker} writes both files.
 */
public record RerankerModel(
        String fingerprint, List<String> features, int relevantOutput, double lexicalWeight, byte[] onnx) {
    public static final String FORMAT = "legal-reranker/1";
    /** Where the project keeps its trained model, on the class path of every service. */
    public static final String BUNDLED = "/reranker/learned-reranker.json";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    public RerankerModel {
        features = List.copyOf(features);
    }

    /** The fingerprint of a model file with these features. */
    public static String fingerprintOf(byte[] onnx, List<String> features) {
        String modelSha = HexFormat.of().formatHex(Hashes.digest().digest(onnx));
        return Hashes.sha256(modelSha, String.join(",", features));
    }

    /** The model the project ships. */
    public static RerankerModel bundled() {
        try (var description = RerankerModel.class.getResourceAsStream(BUNDLED)) {
            if (description == null) {
                throw new IllegalStateException("no " + BUNDLED + " on the class path (./legal train reranker)");
            }
            var json = JSON.readTree(description);
            String file = json.path("model").asString();
            try (var model = RerankerModel.class.getResourceAsStream("/reranker/" + file)) {
                return of(json, read(model, file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + BUNDLED, e);
        }
    }

    /** The description at {@code json} and the model file it names, beside it. */
    public static RerankerModel read(Path json) {
        try {
            var description = JSON.readTree(Files.readString(json));
            var model = json.resolveSibling(description.path("model").asString());
            return of(description, Files.readAllBytes(model));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the reranker model " + json, e);
        }
    }

    private static RerankerModel of(JsonNode description, byte[] onnx) {
        if (!FORMAT.equals(description.path("format").asString())) {
            throw new IllegalStateException("not a " + FORMAT + " description: " + description.path("format"));
        }
        var features = description
                .path("features")
                .valueStream()
                .map(JsonNode::asString)
                .toList();
        String fingerprint = fingerprintOf(onnx, features);
        String stated = description.path("fingerprint").asString();
        if (!fingerprint.equals(stated)) {
            throw new IllegalStateException("reranker model fingerprint " + fingerprint
                    + " does not match its description's " + stated + ": the files do not belong together");
        }
        return new RerankerModel(
                fingerprint,
                features,
                description.path("relevant_output").asInt(),
                description.path("lexical_weight").asDouble(),
                onnx);
    }

    private static byte[] read(InputStream in, String name) throws IOException {
        if (in == null) {
            throw new IllegalStateException("no /reranker/" + name + " on the class path");
        }
        return in.readAllBytes();
    }
}
