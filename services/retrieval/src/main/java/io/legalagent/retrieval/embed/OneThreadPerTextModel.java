package io.legalagent.retrieval.embed;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.Executor;

/**
 * One of langchain4j's bundled ONNX models, run with one ONNX Runtime thread per text and no
 * spinning: the texts of a call are spread over the caller's threads instead. The bundled classes
 * give every text the runtime's default pool (one spinning thread per core) on top of their own
 * thread per text, which oversubscribes the cores. Measured on 2 cores with bge-small-en-v1.5-q: a
 * step's seven search queries took 126 ms of CPU that way and 88 ms this way (and 64 against 47 ms of
 * wall time); ingest got faster too.
 */
final class OneThreadPerTextModel extends AbstractInProcessEmbeddingModel implements AutoCloseable {
    private final OrtSession session;
    private final OnnxBertBiEncoder encoder;
    private final int dimension;

    private OneThreadPerTextModel(Executor executor, OrtSession session, OnnxBertBiEncoder encoder, int dimension) {
        super(executor);
        this.session = session;
        this.encoder = encoder;
        this.dimension = dimension;
    }

    static OneThreadPerTextModel load(EmbeddingModelChoice choice, Executor executor) {
        String name = choice.id();
        var pooling = choice == EmbeddingModelChoice.ALL_MINILM_L6_V2_Q ? PoolingMode.MEAN : PoolingMode.CLS;
        try (var options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(1);
            options.setInterOpNumThreads(1);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            var environment = OrtEnvironment.getEnvironment();
            var session = environment.createSession(modelBytes(choice), options);
            var encoder = new OnnxBertBiEncoder(environment, session, tokenizer(choice), pooling);
            return new OneThreadPerTextModel(executor, session, encoder, choice.dimension());
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the ONNX model " + name + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the ONNX model " + name, e);
        }
    }

    static byte[] modelBytes(EmbeddingModelChoice choice) throws IOException {
        try (var in = resource(choice.id() + ".onnx")) {
            return in.readAllBytes();
        }
    }

    static InputStream tokenizer(EmbeddingModelChoice choice) {
        return resource(choice.id() + "-tokenizer.json");
    }

    private static InputStream resource(String name) {
        var in = OneThreadPerTextModel.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException("no " + name + " on the class path (langchain4j's bundled model jar)");
        }
        return in;
    }

    @Override
    protected OnnxBertBiEncoder model() {
        return encoder;
    }

    @Override
    protected Integer knownDimension() {
        return dimension;
    }

    @Override
    public void close() {
        OrtSessions.close(session);
    }
}
