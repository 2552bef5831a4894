package io.legalagent.retrieval.embed;

import dev.langchain4j.data.segment.TextSegment;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Embeds in-process with one of langchain4j's bundled ONNX models: no model server, no download.
 * The query instruction is a setting because whether it helps is measured, not assumed.
 *
 * <p>Two ways to run the model. One text per ONNX call, the texts of a call spread over one thread
 * per core: what ingest uses, so that a stored passage's vector never depends on its neighbours in a
 * batch. Batched ({@link #create(EmbeddingModelChoice, String, boolean)}): a hop's queries in one
 * call on every core, and a single text on every core too; measured faster for the few texts of a
 * hop (docs/retrieval.md). Passages are always embedded one text per call.
 */
public final class OnnxEmbedder implements Embedder, AutoCloseable {
    private final EmbeddingModelChoice choice;
    private final String queryInstruction;
    private final ExecutorService threads;
    private final int threadCount;
    private final BatchedBertEncoder batch;
    private OneThreadPerTextModel model;

    private OnnxEmbedder(EmbeddingModelChoice choice, String queryInstruction, int threads, boolean batched) {
        this.choice = choice;
        this.queryInstruction = queryInstruction;
        this.threadCount = threads;
        // Daemon threads: a command-line run ends when main ends, even if nobody calls close().
        this.threads = Executors.newFixedThreadPool(threads, r -> {
            var thread = new Thread(r, "onnx-embed");
            thread.setDaemon(true);
            return thread;
        });
        this.batch = batched ? loadBatched(choice, threads) : null;
        if (!batched) {
            this.model = OneThreadPerTextModel.load(choice, this.threads);
        }
    }

    /** The model with its recommended query instruction, one thread per core, one text per call. */
    public static OnnxEmbedder create(EmbeddingModelChoice choice) {
        return create(choice, choice.queryInstruction());
    }

    public static OnnxEmbedder create(EmbeddingModelChoice choice, String queryInstruction) {
        return create(choice, queryInstruction, false);
    }

    /** {@code batched}: queries in one call per {@link #embedQueries} and a single text on every core. */
    public static OnnxEmbedder create(EmbeddingModelChoice choice, String queryInstruction, boolean batched) {
        OnnxRuntimeDefaults.apply();
        return new OnnxEmbedder(
                choice,
                queryInstruction == null ? "" : queryInstruction,
                Runtime.getRuntime().availableProcessors(),
                batched);
    }

    private static BatchedBertEncoder loadBatched(EmbeddingModelChoice choice, int threads) {
        try {
            return BatchedBertEncoder.load(
                    choice, OneThreadPerTextModel.modelBytes(choice), OneThreadPerTextModel.tokenizer(choice), threads);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the ONNX model " + choice.id(), e);
        }
    }

    @Override
    public String modelId() {
        return choice.id() + (queryInstruction.isEmpty() ? "" : "+query-instruction");
    }

    @Override
    public String passageModelId() {
        return choice.id();
    }

    @Override
    public int dimension() {
        return choice.dimension();
    }

    /** Whether queries go to the model in one call. */
    public boolean batched() {
        return batch != null;
    }

    @Override
    public List<float[]> embedQueries(List<String> queries) {
        var texts = queries.stream().map(q -> queryInstruction + q).toList();
        return batch != null ? embedBatch(texts) : embedEach(texts);
    }

    @Override
    public List<float[]> embedPassages(List<String> passages) {
        return embedEach(passages);
    }

    /** Batched: the text alone in one call on every core, the same vector as one text per call. */
    @Override
    public float[] embedPassage(String passage) {
        return batch != null
                ? embedBatch(List.of(passage)).get(0)
                : embedEach(List.of(passage)).get(0);
    }

    /** The texts that fit one model window in one call; a longer one alone, as the one-text path does. */
    private List<float[]> embedBatch(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        var encodings = texts.stream().map(batch::fits).toList();
        var fitting = encodings.stream().filter(e -> e != null).toList();
        var batched = fitting.isEmpty() ? List.<float[]>of() : batch.embed(fitting);
        var out = new ArrayList<float[]>(texts.size());
        int next = 0;
        for (int i = 0; i < texts.size(); i++) {
            out.add(
                    encodings.get(i) != null
                            ? Vectors.normalized(batched.get(next++))
                            : embedEach(List.of(texts.get(i))).get(0));
        }
        return out;
    }

    private List<float[]> embedEach(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        var segments = texts.stream().map(TextSegment::from).toList();
        var embeddings = perText().embedAll(segments).content();
        var out = new ArrayList<float[]>(embeddings.size());
        embeddings.forEach(e -> out.add(Vectors.normalized(e.vector())));
        return out;
    }

    /** Loaded on first use when batched: a service then needs it only for an over-long text. */
    private synchronized OneThreadPerTextModel perText() {
        if (model == null) {
            model = OneThreadPerTextModel.load(choice, threads);
        }
        return model;
    }

    @Override
    public String toString() {
        return modelId() + (batch != null ? ", batched on " + threadCount + " threads" : "");
    }

    @Override
    public void close() {
        threads.shutdownNow();
        if (batch != null) {
            batch.close();
        }
        synchronized (this) {
            if (model != null) {
                model.close();
            }
        }
    }
}
