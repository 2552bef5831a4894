package io.legalagent.retrieval.train;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One training question as the reranker sees it: its pooled candidates (ids in the pool's order, which
 * is id order) with their feature rows, and which of them is the gold passage (-1 when the search did
 * not pool it, so no reranker can find it).
 */
record QuestionPool(String question, List<String> ids, double[][] features, int gold) {
    QuestionPool {
        ids = List.copyOf(ids);
        if (ids.size() != features.length) {
            throw new IllegalArgumentException("one feature row per candidate");
        }
    }

    boolean goldPooled() {
        return gold >= 0;
    }

    /** The candidate ids ordered by {@code scores}, highest first, ties in pool (id) order. */
    List<String> ranked(double[] scores) {
        var order = new ArrayList<Integer>();
        for (int i = 0; i < ids.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -scores[i]).thenComparing(i -> ids.get(i)));
        return order.stream().map(ids::get).toList();
    }

    /** One feature column, e.g. the hybrid score the learned model is compared with. */
    double[] column(int feature) {
        double[] out = new double[features.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = features[i][feature];
        }
        return out;
    }

    String goldId() {
        return gold >= 0 ? ids.get(gold) : null;
    }
}
