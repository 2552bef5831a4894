package io.legalagent.retrieval.search;

import java.util.Comparator;
import java.util.List;

/** The confidence signals read off the reranker's scores and the learned reranker's probabilities. */
final class ScoreMeasures {
    private ScoreMeasures() {}

    static double rerankTop1(Ranking ranking, int k) {
        return ranking.passages().get(0).score();
    }

    static double rerankMargin(Ranking ranking, int k) {
        var passages = ranking.passages();
        return passages.size() < 2
                ? 0
                : passages.get(0).score() - passages.get(1).score();
    }

    static double rerankGap(Ranking ranking, int k) {
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

    static double rerankFocus(Ranking ranking, int k) {
        double top = ranking.passages().get(0).score();
        return 1
                - entropy(ranking.passages().stream()
                        .mapToDouble(r -> Math.exp(r.score() - top))
                        .toArray());
    }

    static double learnedTop1(Ranking ranking, int k) {
        return known(ranking.passages().get(0).relevance());
    }

    static double learnedMax(Ranking ranking, int k) {
        return maxRelevance(ranking.top(k));
    }

    static double learnedSum(Ranking ranking, int k) {
        return sumRelevance(ranking.top(k));
    }

    static double learnedNoisyOr(Ranking ranking, int k) {
        double none = 1;
        for (var r : ranking.top(k)) {
            none *= 1 - known(r.relevance());
        }
        return 1 - none;
    }

    static double learnedShare(Ranking ranking, int k) {
        double pool = sumRelevance(ranking.passages());
        return pool == 0 ? 0 : sumRelevance(ranking.top(k)) / pool;
    }

    static double learnedPoolMax(Ranking ranking, int k) {
        return maxRelevance(ranking.passages());
    }

    static double learnedPoolSum(Ranking ranking, int k) {
        return sumRelevance(ranking.passages());
    }

    static double learnedOverlap(Ranking ranking, int k) {
        var top = ranking.top(k);
        var learned = ranking.passages().stream()
                .sorted(Comparator.comparingDouble((Ranking.Ranked r) -> -known(r.relevance())))
                .limit(k)
                .toList();
        return learned.stream().filter(top::contains).count() / (double) top.size();
    }

    static double learnedFocus(Ranking ranking, int k) {
        return 1
                - entropy(ranking.passages().stream()
                        .mapToDouble(r -> known(r.relevance()))
                        .toArray());
    }

    private static double maxRelevance(List<Ranking.Ranked> passages) {
        return passages.stream().mapToDouble(r -> known(r.relevance())).max().orElse(0);
    }

    private static double sumRelevance(List<Ranking.Ranked> passages) {
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
}
