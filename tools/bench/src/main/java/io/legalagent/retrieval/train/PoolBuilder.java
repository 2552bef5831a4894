package io.legalagent.retrieval.train;

import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.search.Candidate;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.RerankFeatures;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * Searches for each question as the executor does (choice-aware queries, the pooled search) and turns
 * the pool into feature rows, labelled by the question's gold passage.
 */
final class PoolBuilder {
    private final MultiQueryRetriever retriever;
    private final Function<QaRow, QuerySet> queries;
    private final double lexicalWeight;

    PoolBuilder(MultiQueryRetriever retriever, Function<QaRow, QuerySet> queries, double lexicalWeight) {
        this.retriever = retriever;
        this.queries = queries;
        this.lexicalWeight = lexicalWeight;
    }

    List<QuestionPool> build(List<QaRow> rows, String name, PrintStream err) {
        var pools = new ArrayList<QuestionPool>();
        long start = System.nanoTime();
        for (var row : rows) {
            var pool = retriever.pool(queries.apply(row), Set.of());
            if (pool.request() == null) {
                pools.add(new QuestionPool(row.idx(), List.of(), new double[0][], -1));
                continue;
            }
            var candidates = pool.request().candidates();
            var ids = candidates.stream().map(Candidate::id).toList();
            pools.add(new QuestionPool(
                    row.idx(), ids, RerankFeatures.of(pool.request(), lexicalWeight), ids.indexOf(row.goldIdx())));
            if (pools.size() % 100 == 0) {
                err.printf(Locale.ROOT, "  %s: %d of %d questions pooled%n", name, pools.size(), rows.size());
            }
        }
        long pooled = pools.stream().filter(QuestionPool::goldPooled).count();
        err.printf(
                Locale.ROOT,
                "  %s: %d questions, gold passage pooled for %d (%.1f%%), %.0f s%n",
                name,
                rows.size(),
                pooled,
                100.0 * pooled / Math.max(1, rows.size()),
                (System.nanoTime() - start) / 1e9);
        return pools;
    }
}
