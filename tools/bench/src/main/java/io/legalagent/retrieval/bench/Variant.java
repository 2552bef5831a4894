package io.legalagent.retrieval.bench;

import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import java.util.List;
import java.util.function.Function;

/** One way of retrieving for a benchmark question: how queries are formed, and how they are ranked. */
record Variant(String name, String description, Function<QaRow, QuerySet> queries, MultiQueryRetriever retriever) {

    /** The executor's choice-aware queries ({@link QuerySet#withChoices}) around the question itself. */
    static QuerySet choiceAware(QaRow row) {
        return new QuerySet(row.fullQuestion(), List.of()).withChoices(row.labelledChoices());
    }

    static QuerySet questionOnly(QaRow row) {
        return new QuerySet(row.fullQuestion(), List.of());
    }

    static QuerySet questionAndChoices(QaRow row) {
        // One query: the question with its choices (what the known baselines used).
        return new QuerySet(choiceAware(row).primary(), List.of());
    }
}
