package io.legalagent.cli;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.bench.Throughput;
import io.legalagent.retrieval.cli.ConsoleProgress;
import io.legalagent.retrieval.cli.Quiet;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.PassageFiles;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.UUID;

/**
 * {@code bench ingest}: embeds a corpus with the model alone, ingests it into a collection of its
 * own (never the user's), embeds it with the model alone again, all in the same process and batches,
 * and compares the ingest speed with the mean of the two raw speeds. The collection is deleted
 * afterwards, whatever happens.
 */
final class IngestBench {
    private final PrintStream out;
    private final PrintStream err;

    IngestBench(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** @param chroma and {@code model}: instead of the LEGAL_RETRIEVAL_* settings, or null */
    int run(Path corpusPath, int batch, String chroma, String model, boolean json) throws UsageException {
        Quiet.apply();
        if (!Files.exists(corpusPath)) {
            throw new UsageException("no such corpus: " + corpusPath);
        }
        if (batch < 1) {
            throw new UsageException("--batch takes a whole number above 0");
        }
        String collection = "bench-ingest-" + UUID.randomUUID().toString().substring(0, 8);
        var overrides = new HashMap<String, String>();
        overrides.put("LEGAL_RETRIEVAL_PASSAGES_COLLECTION", collection);
        if (chroma != null) {
            overrides.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma);
        }
        if (model != null) {
            overrides.put("LEGAL_RETRIEVAL_EMBEDDING_MODEL", model);
        }
        var settings = RetrievalSettings.from(key -> overrides.getOrDefault(key, System.getenv(key)));

        var corpus = PassageFiles.read(List.of(corpusPath));
        if (corpus.passages().isEmpty()) {
            err.println("no usable passages in " + corpusPath);
            return ExitCodes.ERROR;
        }
        if (!corpus.problems().isEmpty()) {
            err.println(corpus.problems().size() + " rows skipped (as ingest would skip them)");
        }
        IngestFigures figures;
        try (var stack = RetrievalStack.open(settings)) {
            if (!stack.chroma().heartbeat()) {
                err.println("Chroma does not answer at " + settings.chromaUrl() + " (./legal bench ingest starts it)");
                return ExitCodes.ERROR;
            }
            err.printf(
                    "embedding %d passages with the model alone...%n",
                    corpus.passages().size());
            double before = Throughput.passagesPerSecond(stack.embedder(), corpus.passages(), batch);
            try {
                var ingester = new Ingester(
                        stack.passages(),
                        stack.embedder(),
                        batch,
                        ConsoleProgress.ofPassages(err, "ingest " + collection));
                var report = ingester.ingest(corpus, false);
                // The model alone again: a machine whose speed drifts is measured on both sides of the ingest.
                err.println("embedding them with the model alone once more...");
                double after = Throughput.passagesPerSecond(stack.embedder(), corpus.passages(), batch);
                figures = new IngestFigures(
                        corpusPath.toString(),
                        corpus.passages().size(),
                        corpus.passages().stream()
                                .mapToInt(p -> p.embeddingText().length())
                                .average()
                                .orElse(0),
                        settings.model().id(),
                        before,
                        after,
                        report.passagesPerSecond());
            } finally {
                stack.chroma().deleteCollection(collection);
            }
        }
        out.print(figures.table());
        if (json) {
            out.println(Json.MAPPER.writeValueAsString(figures.figures()));
        }
        return ExitCodes.OK;
    }
}
