package io.legalagent.retrieval.search;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import io.legalagent.retrieval.embed.OrtSessions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.LongBuffer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Scores (primary query, passage) pairs with an ONNX cross-encoder (a BERT-style model with a
 * one-logit head, e.g. an ms-marco MiniLM export) and its tokenizer.json. Used when a model path is
 * configured; no such model ships in any package, so none is the default.
 */
public final class CrossEncoderReranker implements Reranker, AutoCloseable {
    private static final int BATCH = 16;

    private final OrtEnvironment env;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;
    private final String id;

    private CrossEncoderReranker(OrtEnvironment env, OrtSession session, HuggingFaceTokenizer tokenizer, String id) {
        this.env = env;
        this.session = session;
        this.tokenizer = tokenizer;
        this.id = id;
    }

    /** Loads the model; pairs longer than {@code maxLength} tokens lose the end of the passage. */
    public static CrossEncoderReranker load(Path model, Path tokenizerJson, int maxLength) {
        System.setProperty("ai.djl.offline", System.getProperty("ai.djl.offline", "true"));
        try {
            var env = OrtEnvironment.getEnvironment();
            var session = env.createSession(model.toString(), new OrtSession.SessionOptions());
            var tokenizer = HuggingFaceTokenizer.builder()
                    .optTokenizerPath(tokenizerJson)
                    .optMaxLength(maxLength)
                    .optTruncateSecondOnly()
                    .optPadding(false)
                    .build();
            return new CrossEncoderReranker(env, session, tokenizer, "cross-encoder(" + model.getFileName() + ")");
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load cross-encoder " + model + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public double[] scores(RerankRequest request) {
        var candidates = request.candidates();
        double[] out = new double[candidates.size()];
        for (int from = 0; from < out.length; from += BATCH) {
            int to = Math.min(out.length, from + BATCH);
            var encodings = candidates.subList(from, to).stream()
                    .map(c -> tokenizer.encode(request.primary(), c.passage().text()))
                    .toList();
            double[] batch = run(encodings);
            System.arraycopy(batch, 0, out, from, batch.length);
        }
        return out;
    }

    private double[] run(List<Encoding> encodings) {
        int rows = encodings.size();
        int width = encodings.stream().mapToInt(e -> e.getIds().length).max().orElse(0);
        var inputs = new HashMap<String, OnnxTensor>();
        try {
            for (String name : session.getInputNames()) {
                LongBuffer buffer = LongBuffer.allocate(rows * width); // zero-padded on the right
                for (int r = 0; r < rows; r++) {
                    long[] values =
                            switch (name) {
                                case "attention_mask" -> encodings.get(r).getAttentionMask();
                                case "token_type_ids" -> encodings.get(r).getTypeIds();
                                default -> encodings.get(r).getIds();
                            };
                    buffer.position(r * width);
                    buffer.put(values);
                }
                buffer.rewind();
                inputs.put(name, OnnxTensor.createTensor(env, buffer, new long[] {rows, width}));
            }
            try (var result = session.run(Map.copyOf(inputs))) {
                return logits(result.get(0).getValue(), rows);
            }
        } catch (OrtException e) {
            throw new IllegalStateException("cross-encoder failed: " + e.getMessage(), e);
        } finally {
            inputs.values().forEach(OnnxTensor::close);
        }
    }

    /** The relevance logit: [rows] or [rows, 1]; with two classes, the second ("relevant"). */
    private static double[] logits(Object value, int rows) {
        double[] out = new double[rows];
        for (int r = 0; r < rows; r++) {
            if (value instanceof float[][] matrix) {
                out[r] = matrix[r][matrix[r].length - 1];
            } else if (value instanceof float[] vector) {
                out[r] = vector[r];
            } else {
                throw new IllegalStateException("unexpected cross-encoder output " + value.getClass());
            }
        }
        return out;
    }

    @Override
    public void close() {
        OrtSessions.close(session);
        tokenizer.close();
    }
}
