package io.legalagent.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How the services embed during one pass of {@code bench throughput}: {@code default} (the question
 * embedded once a run and carried from the planner to the memory node, each text of a hop in its own
 * ONNX call over the cores), {@code batched} (the same, a hop's queries in one call) and {@code off}
 * (neither: what every run did before, the memory node embedding the question again).
 */
enum EmbeddingPass {
    DEFAULT("default", true, false),
    BATCHED("batched", true, true),
    OFF("off", false, false);

    private final String label;
    private final boolean reuse;
    private final boolean batch;

    EmbeddingPass(String label, boolean reuse, boolean batch) {
        this.label = label;
        this.reuse = reuse;
        this.batch = batch;
    }

    String label() {
        return label;
    }

    String describe() {
        return "embeddings " + label + " (question embedding " + (reuse ? "carried" : "embedded again") + ", queries "
                + (batch ? "in one call" : "one call each") + ")";
    }

    /** The services' settings for this pass. */
    List<String> settings() {
        return List.of("LEGAL_RETRIEVAL_REUSE_QUESTION_EMBEDDING=" + reuse, "LEGAL_RETRIEVAL_BATCH_QUERIES=" + batch);
    }

    /** A comma-separated list of labels, in the order given. */
    static List<EmbeddingPass> parse(String list) throws UsageException {
        var passes = new ArrayList<EmbeddingPass>();
        for (String word : list.split(",")) {
            String label = word.strip().toLowerCase(Locale.ROOT);
            var pass = Arrays.stream(values())
                    .filter(p -> p.label.equals(label))
                    .findFirst()
                    .orElseThrow(() -> new UsageException(
                            "--embeddings takes default, batched and off, comma-separated; got: " + word));
            if (!passes.contains(pass)) {
                passes.add(pass);
            }
        }
        return passes;
    }
}
