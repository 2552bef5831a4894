package io.legalagent.retrieval.embed;

import dev.langchain4j.data.segment.TextSegment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Embeds in-process with one of langchain4j's bundled ONNX models: no model server, no download.
 * The query instruction is a setting because whether it helps is measured, not assumed.
 */
public final class OnnxEmbedder implements Embedder, AutoCloseable {
    private final EmbeddingModelChoice choice;
    private final String queryInstruction;
    private final ExecutorService threads;
    private final OneThreadPerTextModel model;

    private OnnxEmbedder(EmbeddingModelChoice choice, String queryInstruction, int threads) {
        this.choice = choice;
        this.queryInstruction = queryInstruction;
        // Daemon threads: a command-line run ends when main ends, even if nobody calls close().
        this.threads = Executors.newFixedThreadPool(threads, r -> {
            var thread = new Thread(r, "onnx-embed");
            thread.setDaemon(true);
            return thread;
        });
        this.model = OneThreadPerTextModel.load(choice, this.threads);
    }

    /** The model with its recommended query instruction, one thread per core. */
    public static OnnxEmbedder create(EmbeddingModelChoice choice) {
        return create(choice, choice.queryInstruction());
    }

    public static OnnxEmbedder create(EmbeddingModelChoice choice, String queryInstruction) {
        OnnxRuntimeDefaults.apply();
        return new OnnxEmbedder(
                choice,
                queryInstruction == null ? "" : queryInstruction,
                Runtime.getRuntime().availableProcessors());
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

    @Override
    public List<float[]> embedQueries(List<String> queries) {
        return embed(queries.stream().map(q -> queryInstruction + q).toList());
    }

    @Override
    public List<float[]> embedPassages(List<String> passages) {
        return embed(passages);
    }

    private List<float[]> embed(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        var segments = texts.stream().map(TextSegment::from).toList();
        var embeddings = model.embedAll(segments).content();
        var out = new ArrayList<float[]>(embeddings.size());
        embeddings.forEach(e -> out.add(Vectors.normalized(e.vector())));
        return out;
    }

    @Override
    public void close() {
        threads.shutdownNow();
        model.close();
    }
}
