package io.legalagent.retrieval.search;

import io.legalagent.retrieval.embed.Vectors;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.stream.DoubleStream;

/** The confidence signals read off the query vectors' cosines to the pooled passages. */
final class CosineMeasures {
    private CosineMeasures() {}

    static double mean(Ranking ranking, int k) {
        return primaryCosines(ranking, k).average().orElse(0);
    }

    static double top1(Ranking ranking, int k) {
        return cosine(ranking.primaryVector(), ranking.passages().get(0));
    }

    static double max(Ranking ranking, int k) {
        return primaryCosines(ranking, k).max().orElse(0);
    }

    static double agreement(Ranking ranking, int k) {
        var top = ranking.top(k);
        long agreeing = ranking.queryVectors().stream()
                .filter(query -> top.contains(nearest(ranking, query, 1).get(0)))
                .count();
        return agreeing / (double) ranking.queryVectors().size();
    }

    static double topClaimed(Ranking ranking, int k) {
        var top = ranking.top(k);
        var claimed = new HashSet<Ranking.Ranked>();
        for (float[] query : ranking.queryVectors()) {
            claimed.add(nearest(ranking, query, 1).get(0));
        }
        return top.stream().filter(claimed::contains).count() / (double) top.size();
    }

    static double overlap(Ranking ranking, int k) {
        var top = ranking.top(k);
        double sum = 0;
        for (float[] query : ranking.queryVectors()) {
            var own = nearest(ranking, query, k);
            sum += own.stream().filter(top::contains).count() / (double) own.size();
        }
        return sum / ranking.queryVectors().size();
    }

    static double firstVotes(Ranking ranking, int k) {
        var first = ranking.passages().get(0);
        long votes = ranking.queryVectors().stream()
                .filter(query -> nearest(ranking, query, k).contains(first))
                .count();
        return votes / (double) ranking.queryVectors().size();
    }

    static double concentration(Ranking ranking, int k) {
        return ranking.queryVectors().size() / (double) Math.max(1, ranking.found());
    }

    /** The n pooled passages nearest to a query by cosine, nearest first (ties keep pool order). */
    static List<Ranking.Ranked> nearest(Ranking ranking, float[] query, int n) {
        return ranking.passages().stream()
                .sorted(Comparator.comparingDouble((Ranking.Ranked r) -> -cosine(query, r)))
                .limit(n)
                .toList();
    }

    /** The primary query's cosine to each of the top k. */
    private static DoubleStream primaryCosines(Ranking ranking, int k) {
        return ranking.top(k).stream().mapToDouble(r -> cosine(ranking.primaryVector(), r));
    }

    private static double cosine(float[] query, Ranking.Ranked passage) {
        return Vectors.cosine(query, passage.passage().embedding());
    }
}
