package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.ingest.ProgressBar;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code RetrievalBench --qa FILE [--corpus DIR] [--json] [--calibrate] [--throughput] [--chroma URL]}
 * ({@code legal bench retrieval ...}): gold-passage hit@1/5/10 and MRR per retrieval variant, the default
 * first. The corpus goes into a collection of its own named by its fingerprint, so the user's collection
 * is never touched and a second run reuses it.
 */
public final class RetrievalBench {
    private RetrievalBench() {}

    /**
     * Runs the benchmark: the corpus line, the table (and calibration, throughput, JSON when asked) go
     * to {@code out}; progress and problems to {@code err}. Returns 0 done, 1 Chroma does not answer.
     */
    static int run(BenchOptions options, RetrievalSettings settings, PrintStream out, PrintStream err) {
        var corpus = PassageFiles.read(List.of(options.corpus()));
        corpus.problems().forEach(p -> err.println("skipped " + p));
        if (corpus.passages().isEmpty()) {
            err.println("no usable passages in " + options.corpus());
            return 1;
        }
        var rows = QaCsv.read(options.qa()); // before the corpus is embedded: a bad file fails fast
        String fingerprint = corpus.fingerprint();
        String collection =
                "bench-" + fingerprint.substring(0, 16) + "-" + settings.model().id();
        var chroma =
                new ChromaClient(settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(120));
        if (!chroma.heartbeat()) {
            err.println("Chroma does not answer at " + settings.chromaUrl()
                    + "; start it with deploy/chroma/start.sh (or set LEGAL_RETRIEVAL_CHROMA_URL)");
            return 1;
        }
        try (var raw = OnnxEmbedder.create(settings.model(), "")) {
            var store = ChromaPassageStore.open(chroma, collection, raw.passageModelId());
            var ingest = new Ingester(
                            store,
                            raw,
                            128,
                            total -> new ProgressBar(err, "embedding corpus", total, System.console() != null))
                    .ingest(corpus, true);
            out.printf(
                    Locale.ROOT,
                    "corpus %s: %d passages, fingerprint %s, collection %s (%s)%n",
                    options.corpus(),
                    ingest.read(),
                    fingerprint,
                    collection,
                    ingest.noWork()
                            ? "reused"
                            : String.format(Locale.ROOT, "ingested at %.1f passages/s", ingest.passagesPerSecond()));
            if (options.throughput()) {
                out.println(Throughput.measure(raw, corpus.passages(), ingest));
            }
            var variants = Variants.all(store, raw, settings, RetrievalStack::reranker);
            out.printf("%d questions from %s%n%s%n", rows.size(), options.qa(), Scoreboard.header());
            Scoreboard first = null;
            for (var variant : variants) {
                var board = new Scoreboard();
                var calibration = new Calibration();
                for (var row : rows) {
                    var ranking = variant.retriever().rank(variant.queries().apply(row), Set.of());
                    board.add(ranking.ids(), row.goldIdx());
                    double confidence = io.legalagent.retrieval.search.MultiQueryRetriever.confidence(
                            ranking.primaryVector(), ranking.top(5));
                    calibration.add(
                            confidence,
                            ranking.ids()
                                    .subList(0, Math.min(5, ranking.ids().size()))
                                    .contains(row.goldIdx()));
                }
                out.println(board.row(variant.name()));
                if (options.calibrate()) {
                    out.println("  " + variant.description() + "\n  "
                            + calibration.report().replace("\n", "\n  "));
                }
                first = first == null ? board : first;
            }
            if (options.json() && first != null) {
                out.println(JsonMapper.builder()
                        .build()
                        .writeValueAsString(Map.of(
                                "variant", variants.get(0).name(),
                                "questions", first.questions(),
                                "hit@1", round(first.hitAt1()),
                                "hit@5", round(first.hitAt5()),
                                "hit@10", round(first.hitAt10()),
                                "mrr", round(first.mrr()),
                                "corpus_fingerprint", fingerprint)));
            }
        }
        return 0;
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
