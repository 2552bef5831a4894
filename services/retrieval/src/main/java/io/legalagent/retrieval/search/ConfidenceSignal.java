package io.legalagent.retrieval.search;

import io.legalagent.retrieval.embed.Vectors;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;

/**
 * What a step's retrieval says about whether it found the passage the question turns on, each read
 * off the final ranking of the pool and its top k. The evaluator gates on one of them (measured by
 * AUC for "gold passage among the top k", {@code ./legal bench retrieval --calibrate}); the original
 * agent's mean cosine stays as an option.
 */
public enum ConfidenceSignal {
    /** Mean cosine of the primary query to the top k: the original agent's confidence. */
    MEAN_COSINE {
        @Override
        double of(Ranking ranking, int k) {
            return ranking.top(k).stream()
                    .mapToDouble(r -> cosine(ranking.primaryVector(), r))
                    .average()
                    .orElse(0);
        }
    },
    /** Cosine of the primary query to the passage ranked first. */
    TOP1_COSINE {
        @Override
        double of(Ranking ranking, int k) {
            return cosine(ranking.primaryVector(), ranking.passages().get(0));
        }
    },
    /** Highest cosine of the primary query to any of the top k. */
    MAX_COSINE {
        @Override
        double of(Ranking ranking, int k) {
            return ranking.top(k).stream()
                    .mapToDouble(r -> cosine(ranking.primaryVector(), r))
                    .max()
                    .orElse(0);
        }
    },
    /** The reranker's score of the passage ranked first (for the hybrid, a standard score within the pool). */
    RERANK_TOP1 {
        @Override
        double of(Ranking ranking, int k) {
            return ranking.passages().get(0).score();
        }
    },
    /** How far the first passage's reranker score stands above the second's. */
    RERANK_MARGIN {
        @Override
        double of(Ranking ranking, int k) {
            var passages = ranking.passages();
            return passages.size() < 2
                    ? 0
                    : passages.get(0).score() - passages.get(1).score();
        }
    },
    /** How far the first passage's reranker score stands above the mean of the rest of the top k. */
    RERANK_GAP {
        @Override
        double of(Ranking ranking, int k) {
            var top = ranking.top(k);
            if (top.size() < 2) {
                return 0;
            }
            double rest = top.subList(1, top.size()).stream()
                    .mapToDouble(Ranking.Ranked::score)
                    .average()
                    .orElse(0);
            return top.get(0).score() - rest;
        }
    },
    /** Share of the step's queries whose own nearest pooled passage is among the top k. */
    AGREEMENT {
        @Override
        double of(Ranking ranking, int k) {
            var top = ranking.top(k);
            int agreeing = 0;
            for (float[] query : ranking.queryVectors()) {
                Ranking.Ranked nearest = null;
                double best = Double.NEGATIVE_INFINITY;
                for (var r : ranking.passages()) {
                    double c = cosine(query, r);
                    if (c > best) {
                        best = c;
                        nearest = r;
                    }
                }
                agreeing += top.contains(nearest) ? 1 : 0;
            }
            return agreeing / (double) Math.max(1, ranking.queryVectors().size());
        }
    },
    /** Share of the top k that is some query's nearest pooled passage. */
    TOP_CLAIMED {
        @Override
        double of(Ranking ranking, int k) {
            var top = ranking.top(k);
            var claimed = new HashSet<Ranking.Ranked>();
            for (float[] query : ranking.queryVectors()) {
                claimed.add(nearest(ranking, query, 1).get(0));
            }
            return top.stream().filter(claimed::contains).count() / (double) top.size();
        }
    },
    /** Mean share of each query's own k nearest pooled passages that the top k holds. */
    OVERLAP {
        @Override
        double of(Ranking ranking, int k) {
            var top = ranking.top(k);
            double sum = 0;
            for (float[] query : ranking.queryVectors()) {
                var own = nearest(ranking, query, k);
                sum += own.stream().filter(top::contains).count() / (double) own.size();
            }
            return sum / ranking.queryVectors().size();
        }
    },
    /** Share of the step's queries that have the first passage among their own k nearest. */
    FIRST_VOTES {
        @Override
        double of(Ranking ranking, int k) {
            var first = ranking.passages().get(0);
            int votes = 0;
            for (float[] query : ranking.queryVectors()) {
                votes += nearest(ranking, query, k).contains(first) ? 1 : 0;
            }
            return votes / (double) ranking.queryVectors().size();
        }
    },
    /** Queries per distinct pooled passage: queries that find the same passages agree. */
    CONCENTRATION {
        @Override
        double of(Ranking ranking, int k) {
            return ranking.queryVectors().size() / (double) Math.max(1, ranking.found());
        }
    },
    /** The learned reranker's probability for the passage ranked first. */
    LEARNED_TOP1 {
        @Override
        double of(Ranking ranking, int k) {
            return known(ranking.passages().get(0).relevance());
        }
    },
    /** The highest learned-reranker probability over the top k. */
    LEARNED_MAX {
        @Override
        double of(Ranking ranking, int k) {
            return maxRelevance(ranking.top(k));
        }
    },
    /** The sum of the learned-reranker probabilities over the top k: the expected number of gold passages there. */
    LEARNED_SUM {
        @Override
        double of(Ranking ranking, int k) {
            return sumRelevance(ranking.top(k));
        }
    },
    /** 1 - the product of (1 - probability) over the top k: the chance one of them is the gold, were they independent. */
    LEARNED_NOISY_OR {
        @Override
        double of(Ranking ranking, int k) {
            double none = 1;
            for (var r : ranking.top(k)) {
                none *= 1 - known(r.relevance());
            }
            return 1 - none;
        }
    },
    /** The top k's share of the learned-reranker probability over the whole pool. */
    LEARNED_SHARE {
        @Override
        double of(Ranking ranking, int k) {
            double pool = sumRelevance(ranking.passages());
            return pool == 0 ? 0 : LEARNED_SUM.of(ranking, k) / pool;
        }
    },
    /** The highest learned-reranker probability over the whole pool: whether the pool holds a likely gold at all. */
    LEARNED_POOL_MAX {
        @Override
        double of(Ranking ranking, int k) {
            return maxRelevance(ranking.passages());
        }
    },
    /** The sum of the learned-reranker probabilities over the whole pool. */
    LEARNED_POOL_SUM {
        @Override
        double of(Ranking ranking, int k) {
            return sumRelevance(ranking.passages());
        }
    },
    /** Share of the learned reranker's own top k that the ranking's top k holds. */
    LEARNED_OVERLAP {
        @Override
        double of(Ranking ranking, int k) {
            var top = ranking.top(k);
            var learned = ranking.passages().stream()
                    .sorted(Comparator.comparingDouble((Ranking.Ranked r) -> -known(r.relevance())))
                    .limit(k)
                    .toList();
            return learned.stream().filter(top::contains).count() / (double) top.size();
        }
    },
    /** 1 - the normalized entropy of the learned-reranker probabilities over the pool: one passage stands out. */
    LEARNED_FOCUS {
        @Override
        double of(Ranking ranking, int k) {
            return 1
                    - entropy(ranking.passages().stream()
                            .mapToDouble(r -> known(r.relevance()))
                            .toArray());
        }
    },
    /** 1 - the normalized entropy of the softmax of the reranker's scores over the pool. */
    RERANK_FOCUS {
        @Override
        double of(Ranking ranking, int k) {
            double top = ranking.passages().get(0).score();
            return 1
                    - entropy(ranking.passages().stream()
                            .mapToDouble(r -> Math.exp(r.score() - top))
                            .toArray());
        }
    },
    /** The bundled {@link ConfidenceModel}: a logistic model over other signals, fitted on the training split. */
    CALIBRATED {
        @Override
        double of(Ranking ranking, int k) {
            return ConfidenceModel.bundled().probability(ranking, k);
        }
    };

    /** The evaluator's signal unless configured otherwise: the best cross-validated AUC on the training split (docs/retrieval.md). */
    public static final ConfidenceSignal DEFAULT = CALIBRATED;

    /** The signal's value; 0 when nothing was ranked. */
    public double value(Ranking ranking, int k) {
        return ranking.passages().isEmpty() || ranking.queryVectors().isEmpty() ? 0 : of(ranking, k);
    }

    abstract double of(Ranking ranking, int k);

    /** Whether it reads the learned reranker's probabilities ({@link LearnedRelevance}). */
    public boolean readsRelevance() {
        return name().startsWith("LEARNED_");
    }

    /** As settings and the ResearchPack spell it: {@code mean_cosine}, {@code rerank_gap}, ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ConfidenceSignal parse(String id) {
        for (var signal : values()) {
            if (signal.id().equalsIgnoreCase(id.strip().replace('-', '_'))) {
                return signal;
            }
        }
        throw new IllegalArgumentException("unknown confidence signal '" + id + "'; known: "
                + List.of(values()).stream().map(ConfidenceSignal::id).toList());
    }

    /** The n pooled passages nearest to a query by cosine, nearest first. */
    static List<Ranking.Ranked> nearest(Ranking ranking, float[] query, int n) {
        return ranking.passages().stream()
                .sorted(Comparator.comparingDouble((Ranking.Ranked r) -> -cosine(query, r)))
                .limit(n)
                .toList();
    }

    /** The highest learned-reranker probability of these passages; 0 for none. */
    private static double maxRelevance(java.util.List<Ranking.Ranked> passages) {
        return passages.stream().mapToDouble(r -> known(r.relevance())).max().orElse(0);
    }

    /** The sum of the learned-reranker probabilities of these passages. */
    private static double sumRelevance(java.util.List<Ranking.Ranked> passages) {
        return passages.stream().mapToDouble(r -> known(r.relevance())).sum();
    }

    /** A learned-reranker probability, 0 where none was computed. */
    private static double known(double relevance) {
        return Double.isNaN(relevance) ? 0 : relevance;
    }

    /** Entropy of the weights normalized to sum 1, divided by the log of their count (0..1). */
    private static double entropy(double[] weights) {
        double sum = 0;
        for (double w : weights) {
            sum += w;
        }
        if (weights.length < 2 || sum <= 0) {
            return 1;
        }
        double h = 0;
        for (double w : weights) {
            if (w > 0) {
                h -= w / sum * Math.log(w / sum);
            }
        }
        return h / Math.log(weights.length);
    }

    private static double cosine(float[] query, Ranking.Ranked passage) {
        return Vectors.cosine(query, passage.passage().embedding());
    }
}
