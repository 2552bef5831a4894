package io.legalagent.retrieval.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Okapi BM25 (k1 1.2, b 0.75) over the candidate pool only, with document frequencies taken from
 * the pool. That keeps the store free of a second (lexical) index, and measured as good as corpus
 * statistics on the validation split: the pool is what has to be ordered.
 */
final class PoolBm25 {
    private static final double K1 = 1.2;
    private static final double B = 0.75;
    private final List<Map<String, Integer>> termCounts = new ArrayList<>();
    private final Map<String, Integer> documentFrequency = new HashMap<>();
    private final double[] lengths;
    private final double averageLength;

    PoolBm25(List<String> documents) {
        lengths = new double[documents.size()];
        double total = 0;
        for (int i = 0; i < documents.size(); i++) {
            var counts = new HashMap<String, Integer>();
            for (String term : LegalTerms.of(documents.get(i))) {
                counts.merge(term, 1, Integer::sum);
                lengths[i]++;
            }
            counts.keySet().forEach(t -> documentFrequency.merge(t, 1, Integer::sum));
            termCounts.add(counts);
            total += lengths[i];
        }
        averageLength = documents.isEmpty() || total == 0 ? 1 : total / documents.size();
    }

    double[] scores(String query) {
        int n = termCounts.size();
        double[] out = new double[n];
        for (String term : new LinkedHashSet<>(LegalTerms.of(query))) {
            Integer df = documentFrequency.get(term);
            if (df == null) {
                continue;
            }
            double idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
            for (int i = 0; i < n; i++) {
                Integer tf = termCounts.get(i).get(term);
                if (tf != null) {
                    out[i] += idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * lengths[i] / averageLength));
                }
            }
        }
        return out;
    }
}
