package io.legalagent.retrieval.train;

import io.legalagent.retrieval.bench.Scoreboard;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/**
 * hit@k of a scorer over question pools, and k-fold cross-validation on the training split: each
 * fold's questions are ranked by a model fitted on the other folds only, so the figure is for
 * questions the model never saw. Folds are drawn once with a fixed seed.
 */
final class Evaluation {
    /** Column of the hand-tuned hybrid score among the features: today's default reranker. */
    static final int HYBRID = 0;

    private Evaluation() {}

    static Scoreboard score(List<QuestionPool> pools, Function<QuestionPool, double[]> scorer) {
        var board = new Scoreboard();
        for (var pool : pools) {
            board.add(pool.ids().isEmpty() ? List.of() : pool.ranked(scorer.apply(pool)), pool.goldId());
        }
        return board;
    }

    static Scoreboard hybrid(List<QuestionPool> pools) {
        return score(pools, p -> p.column(HYBRID));
    }

    /** The learned model and the hybrid on the same held-out questions, fold by fold. */
    record CrossValidated(Scoreboard learned, Scoreboard hybrid) {}

    static CrossValidated crossValidate(List<QuestionPool> pools, int folds, RerankerFit.Options options) {
        var order = new ArrayList<Integer>();
        for (int i = 0; i < pools.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(options.seed()));
        var learned = new ArrayList<QuestionPool>();
        var heldOutScores = new ArrayList<double[]>();
        for (int fold = 0; fold < folds; fold++) {
            var train = new ArrayList<QuestionPool>();
            var test = new ArrayList<QuestionPool>();
            for (int i = 0; i < order.size(); i++) {
                (i % folds == fold ? test : train).add(pools.get(order.get(i)));
            }
            var fit = RerankerFit.train(train, options);
            for (var pool : test) {
                learned.add(pool);
                heldOutScores.add(pool.ids().isEmpty() ? new double[0] : fit.scores(pool.features()));
            }
        }
        var board = new Scoreboard();
        for (int i = 0; i < learned.size(); i++) {
            var pool = learned.get(i);
            board.add(pool.ids().isEmpty() ? List.of() : pool.ranked(heldOutScores.get(i)), pool.goldId());
        }
        return new CrossValidated(board, hybrid(pools));
    }
}
