package io.legalagent.retrieval.search;

import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.embed.Vectors;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntToDoubleFunction;

/**
 * What the retriever already knows about each pooled candidate, as the learned reranker's input: its
 * dense similarity to the primary query, to the answer choices and to the other alternatives, BM25
 * over the pool for the same queries, how many of the question's and the choices' terms it shares,
 * its rank under those signals, and the hand-tuned hybrid score. Signals that vary in scale from one
 * question to the next are also given as standard scores within the pool. With no choices (or no
 * other alternative) the primary's value stands in, so one model serves both kinds of question.
 * {@link #NAMES} is the order of a row; a model file names the features it was trained on and is
 * refused if they differ.
 */
public final class RerankFeatures {
    public static final List<String> NAMES = List.of(
            "f00_hybrid",
            "f01_dense_primary",
            "f02_dense_primary_z",
            "f03_dense_choice_max",
            "f04_dense_choice_max_z",
            "f05_dense_choice_mean_z",
            "f06_dense_choice_margin",
            "f07_dense_other_max_z",
            "f08_bm25_primary_z",
            "f09_bm25_choice_max_z",
            "f10_bm25_other_max_z",
            "f11_terms_primary",
            "f12_terms_choice_max",
            "f13_choices_touched",
            "f14_rr_dense_primary",
            "f15_log_rank_dense_primary",
            "f16_rr_bm25_primary",
            "f17_log_rank_bm25_primary",
            "f18_rr_choice_best",
            "f19_rr_hybrid",
            "f20_log_length",
            "f21_choice_hybrid_max",
            "f22_centrality_top10");

    private final int n;
    private final double[][] dense;
    private final double[][] lexical;
    private final List<Integer> choices = new ArrayList<>();
    private final List<Integer> others = new ArrayList<>();
    private final List<Set<String>> passageTerms = new ArrayList<>();
    private final double[] lengths;

    private RerankFeatures(RerankRequest request) {
        var candidates = request.candidates();
        n = candidates.size();
        int queries = request.queries().size();
        boolean[] isChoice = request.choiceFlags();
        for (int q = 1; q < queries; q++) {
            (isChoice[q] ? choices : others).add(q);
        }
        var texts = candidates.stream().map(Candidate::searchableText).toList();
        var bm25 = new PoolBm25(texts);
        dense = new double[queries][n];
        lexical = new double[queries][];
        for (int q = 0; q < queries; q++) {
            for (int i = 0; i < n; i++) {
                dense[q][i] = Vectors.cosine(
                        request.queryVectors().get(q), candidates.get(i).embedding());
            }
            lexical[q] = bm25.scores(request.queries().get(q));
        }
        lengths = new double[n];
        for (int i = 0; i < n; i++) {
            var terms = LegalTerms.of(texts.get(i));
            lengths[i] = terms.size();
            passageTerms.add(new HashSet<>(terms));
        }
    }

    /** One row per candidate, in the candidates' order, columns as {@link #NAMES}. */
    public static double[][] of(RerankRequest request, double lexicalWeight) {
        var f = new RerankFeatures(request);
        double[] hybrid = new HybridReranker(lexicalWeight).scores(request);
        var columns = new ArrayList<double[]>();
        columns.add(hybrid);
        columns.add(f.dense[0]);
        columns.add(z(f.dense[0]));
        double[] choiceMax = f.best(f.dense, f.choices);
        columns.add(choiceMax);
        columns.add(z(choiceMax));
        columns.add(z(f.column(i -> f.choices.isEmpty() ? f.dense[0][i] : mean(f.dense, f.choices, i))));
        columns.add(f.column(i -> f.margin(i)));
        columns.add(z(f.best(f.dense, f.others)));
        columns.add(z(f.lexical[0]));
        columns.add(z(f.best(f.lexical, f.choices)));
        columns.add(z(f.best(f.lexical, f.others)));
        var primaryTerms = new HashSet<>(LegalTerms.of(QuerySet.withoutChoiceLines(request.primary())));
        columns.add(f.column(i -> PoolSignals.overlap(primaryTerms, f.passageTerms.get(i))));
        var choiceTerms = f.choices.stream()
                .map(q -> (Set<String>)
                        new HashSet<>(LegalTerms.of(request.queries().get(q))))
                .toList();
        columns.add(f.column(i -> choiceTerms.stream()
                .mapToDouble(t -> PoolSignals.overlap(t, f.passageTerms.get(i)))
                .max()
                .orElse(0)));
        columns.add(f.column(i -> choiceTerms.isEmpty()
                ? 0
                : choiceTerms.stream()
                                .filter(t -> PoolSignals.overlap(t, f.passageTerms.get(i)) > 0)
                                .count()
                        / (double) choiceTerms.size()));
        int[] densePrimary = PoolSignals.ranks(f.dense[0]);
        int[] bm25Primary = PoolSignals.ranks(f.lexical[0]);
        columns.add(f.column(i -> 1.0 / (1 + densePrimary[i])));
        columns.add(f.column(i -> Math.log1p(densePrimary[i])));
        columns.add(f.column(i -> 1.0 / (1 + bm25Primary[i])));
        columns.add(f.column(i -> Math.log1p(bm25Primary[i])));
        columns.add(f.bestChoiceReciprocalRank());
        int[] hybridRanks = PoolSignals.ranks(hybrid);
        columns.add(f.column(i -> 1.0 / (1 + hybridRanks[i])));
        columns.add(f.column(i -> Math.log1p(f.lengths[i])));
        columns.add(f.bestChoiceHybrid(lexicalWeight));
        columns.add(PoolSignals.centrality(request, hybridRanks, 10));
        double[][] rows = new double[f.n][columns.size()];
        for (int c = 0; c < columns.size(); c++) {
            for (int i = 0; i < f.n; i++) {
                rows[i][c] = columns.get(c)[i];
            }
        }
        return rows;
    }

    private double[] column(IntToDoubleFunction value) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = value.applyAsDouble(i);
        }
        return out;
    }

    /** Per candidate, the best of {@code signal} over {@code queries}; the primary's when there are none. */
    private double[] best(double[][] signal, List<Integer> queries) {
        return column(i -> queries.stream().mapToDouble(q -> signal[q][i]).max().orElse(signal[0][i]));
    }

    private static double mean(double[][] signal, List<Integer> queries, int i) {
        return queries.stream().mapToDouble(q -> signal[q][i]).average().orElse(0);
    }

    /** How much more the candidate resembles its closest choice than the next: it tells choices apart. */
    private double margin(int i) {
        if (choices.size() < 2) {
            return 0;
        }
        double first = Double.NEGATIVE_INFINITY;
        double second = Double.NEGATIVE_INFINITY;
        for (int q : choices) {
            double s = dense[q][i];
            if (s > first) {
                second = first;
                first = s;
            } else if (s > second) {
                second = s;
            }
        }
        return first - second;
    }

    /** Per choice, the hybrid's fusion of that choice's dense and BM25 scores; the best choice's. */
    private double[] bestChoiceHybrid(double lexicalWeight) {
        var queries = choices.isEmpty() ? List.of(0) : choices;
        double[] out = column(i -> Double.NEGATIVE_INFINITY);
        for (int q : queries) {
            double[] d = z(dense[q]);
            double[] l = z(lexical[q]);
            for (int i = 0; i < n; i++) {
                out[i] = Math.max(out[i], (1 - lexicalWeight) * d[i] + lexicalWeight * l[i]);
            }
        }
        return out;
    }

    private double[] bestChoiceReciprocalRank() {
        double[] out = new double[n];
        var queries = choices.isEmpty() ? List.of(0) : choices;
        for (int q : queries) {
            int[] r = PoolSignals.ranks(dense[q]);
            for (int i = 0; i < n; i++) {
                out[i] = Math.max(out[i], 1.0 / (1 + r[i]));
            }
        }
        return out;
    }

    private static double[] z(double[] values) {
        return MultiQuerySignals.standardized(values);
    }
}
