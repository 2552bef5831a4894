package io.legalagent.retrieval.bench;

import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import java.util.ArrayList;
import java.util.function.Function;

/** One way of retrieving for a benchmark question: how queries are formed, and how they are ranked. */
record Variant(String name, String description, Function<QaRow, QuerySet> queries, MultiQueryRetriever retriever) {

    /** The question with its four choices, as one query (what the known baselines used). */
    static String withChoices(QaRow row) {
        var s = new StringBuilder(row.fullQuestion());
        char letter = 'A';
        for (String choice : row.choices()) {
            s.append("\n(").append(letter++).append(") ").append(choice);
        }
        return s.toString();
    }

    /** Primary: question and choices; alternatives: each choice alone, since the gold passage states the rule
     * that the right choice applies, often in the choice's own words. */
    static QuerySet choiceAware(QaRow row) {
        var alternatives = new ArrayList<String>();
        row.choices().stream().filter(c -> !c.isBlank()).forEach(alternatives::add);
        return new QuerySet(withChoices(row), alternatives);
    }

    static QuerySet questionOnly(QaRow row) {
        return new QuerySet(row.fullQuestion(), java.util.List.of());
    }

    static QuerySet questionAndChoices(QaRow row) {
        return new QuerySet(withChoices(row), java.util.List.of());
    }
}
