package io.legalagent.retrieval.instant;

import io.legalagent.contracts.Evidence;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.ingest.PassageFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * BENCHMARK ONLY ({@code legal.retrieval.instant=true}): answers every query at once with the same
 * passages, read once from a passage file when the service starts. No embedding, no Chroma, no
 * ranking: the queries are ignored. It exists so that a hop benchmark measures the orchestration
 * (Kafka, transactions, the nodes' own work) and not the search. Passages that earlier steps used
 * are skipped, as the real retriever does, so a multi-step run still gets fresh evidence; the
 * confidence is a fixed value above the evaluator's default threshold, so every step completes.
 */
public final class InstantRetriever implements Retriever {
    /**
     * Above the evaluator's default threshold (0.43), so every step completes; under the memory's bar
     * (0.81), so no answer is cached and every question runs the whole loop.
     */
    public static final double CONFIDENCE = 0.75;

    private final List<Evidence> pool;
    private final int topK;

    InstantRetriever(List<Evidence> pool, int topK) {
        if (pool.isEmpty()) {
            throw new IllegalArgumentException("the instant retriever needs at least one passage");
        }
        this.pool = List.copyOf(pool);
        this.topK = topK;
    }

    /** The first {@code poolSize} passages of {@code file}, {@code topK} of them per retrieval. */
    public static InstantRetriever load(Path file, int poolSize, int topK) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("legal.retrieval.instant-corpus: no passage file at "
                    + file.toAbsolutePath() + " (the instant benchmark retriever reads its passages there)");
        }
        var corpus = PassageFiles.read(List.of(file));
        var pool = new ArrayList<Evidence>();
        for (var p : corpus.passages()
                .subList(0, Math.min(poolSize, corpus.passages().size()))) {
            String source = p.title().isBlank() ? p.source() : p.source() + ": " + p.title();
            double score = 1.0 - 0.01 * pool.size(); // a fixed, strictly falling rank order
            pool.add(new Evidence(p.id(), p.text(), source, score, Hashes.sha256(p.text()), p.place()));
        }
        return new InstantRetriever(pool, topK);
    }

    @Override
    public int topK() {
        return topK;
    }

    @Override
    public Retrieval retrieve(QuerySet queries, Set<String> excludedIds) {
        Set<String> excluded = excludedIds == null ? Set.of() : excludedIds;
        var kept = pool.stream()
                .filter(e -> !excluded.contains(e.id()))
                .limit(topK)
                .toList();
        int dropped = (int) pool.stream().filter(e -> excluded.contains(e.id())).count();
        return new Retrieval(kept, kept.isEmpty() ? 0.0 : CONFIDENCE, pool.size(), dropped);
    }

    /** How many passages it draws from. */
    public int poolSize() {
        return pool.size();
    }
}
