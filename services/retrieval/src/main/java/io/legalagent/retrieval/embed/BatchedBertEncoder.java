package io.legalagent.retrieval.embed;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.LongBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Embeds several texts in one ONNX Runtime call: the texts of a hop padded to the longest and run as
 * one batch on all cores. Texts are tokenized as langchain4j's encoder tokenizes them, so a batch of
 * one gives the same vector as the one-text path. The bundled models quantize their activations per
 * tensor, so a text's vector depends slightly on the other texts of its batch: the same list always
 * gives the same vectors, which is what a replay needs, but a text alone and in a batch differ in the
 * last digits. Texts longer than the model's 510 tokens are not batched (see {@link #fits}).
 */
final class BatchedBertEncoder implements AutoCloseable {
    static final int MAX_TOKENS = 510;

    private final OrtEnvironment environment;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;
    private final boolean meanPooling;
    private final Set<String> inputs;

    private BatchedBertEncoder(
            OrtEnvironment environment, OrtSession session, HuggingFaceTokenizer tokenizer, boolean meanPooling)
            throws OrtException {
        this.environment = environment;
        this.session = session;
        this.tokenizer = tokenizer;
        this.meanPooling = meanPooling;
        this.inputs = session.getInputNames();
    }

    /** The model on {@code threads} intra-op threads without spinning: one batch uses every core. */
    static BatchedBertEncoder load(EmbeddingModelChoice choice, byte[] model, InputStream tokenizerJson, int threads) {
        try (var options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(threads);
            options.setInterOpNumThreads(1);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            var environment = OrtEnvironment.getEnvironment();
            var session = environment.createSession(model, options);
            var tokenizer = HuggingFaceTokenizer.newInstance(tokenizerJson, Map.of("padding", "false"));
            return new BatchedBertEncoder(
                    environment, session, tokenizer, choice == EmbeddingModelChoice.ALL_MINILM_L6_V2_Q);
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the ONNX model " + choice.id() + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the tokenizer of " + choice.id(), e);
        }
    }

    /** The model input of a text, or null when it is longer than one window of the model. */
    Encoding fits(String text) {
        var tokens = new LinkedList<>(tokenizer.tokenize(text));
        tokens.removeFirst(); // [CLS]
        tokens.removeLast(); // [SEP]
        if (tokens.isEmpty() || tokens.size() > MAX_TOKENS) {
            return null;
        }
        // Rebuilt from its tokens and encoded again, exactly as the one-text path does.
        return tokenizer.encode(tokenizer.buildSentence(tokens), true, false);
    }

    /** Unnormalized embeddings of the encoded texts, in order, from one run of the model. */
    List<float[]> embed(List<Encoding> encodings) {
        int rows = encodings.size();
        int width = encodings.stream().mapToInt(e -> e.getIds().length).max().orElse(0);
        var tensors = new HashMap<String, OnnxTensor>();
        try {
            tensors.put("input_ids", tensor(encodings, width, Encoding::getIds));
            tensors.put("attention_mask", tensor(encodings, width, Encoding::getAttentionMask));
            if (inputs.contains("token_type_ids")) {
                tensors.put("token_type_ids", tensor(encodings, width, Encoding::getTypeIds));
            }
            try (var result = session.run(tensors)) {
                float[][][] hidden = (float[][][]) result.get(0).getValue();
                var out = new ArrayList<float[]>(rows);
                for (int r = 0; r < rows; r++) {
                    out.add(pool(hidden[r], encodings.get(r).getIds().length));
                }
                return out;
            }
        } catch (OrtException e) {
            throw new IllegalStateException("embedding failed: " + e.getMessage(), e);
        } finally {
            tensors.values().forEach(OnnxTensor::close);
        }
    }

    private float[] pool(float[][] tokens, int length) {
        if (!meanPooling) {
            return tokens[0].clone();
        }
        float[] mean = new float[tokens[0].length];
        for (int t = 0; t < length; t++) {
            for (int d = 0; d < mean.length; d++) {
                mean[d] += tokens[t][d];
            }
        }
        for (int d = 0; d < mean.length; d++) {
            mean[d] /= length;
        }
        return mean;
    }

    private OnnxTensor tensor(List<Encoding> encodings, int width, Function<Encoding, long[]> part)
            throws OrtException {
        var buffer = LongBuffer.allocate(encodings.size() * width); // zero-padded on the right
        for (int r = 0; r < encodings.size(); r++) {
            buffer.position(r * width);
            buffer.put(part.apply(encodings.get(r)));
        }
        buffer.rewind();
        return OnnxTensor.createTensor(environment, buffer, new long[] {encodings.size(), width});
    }

    @Override
    public void close() {
        OrtSessions.close(session);
        tokenizer.close();
    }
}
