package io.legalagent.retrieval.train;

import io.legalagent.retrieval.search.RerankFeatures;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tribuo.Example;
import org.tribuo.MutableDataset;
import org.tribuo.classification.Label;
import org.tribuo.classification.LabelFactory;
import org.tribuo.classification.sgd.linear.LinearSGDModel;
import org.tribuo.classification.sgd.linear.LinearSGDTrainer;
import org.tribuo.classification.sgd.objectives.LogMulticlass;
import org.tribuo.impl.ArrayExample;
import org.tribuo.math.optimisers.AdaGrad;
import org.tribuo.provenance.SimpleDataSourceProvenance;

/**
 * A logistic regression over {@link RerankFeatures}, trained with Tribuo (stochastic gradient descent,
 * AdaGrad): every pooled candidate of a question whose gold passage was pooled is an example, the
 * gold passage "relevant", the others "other". Questions whose gold passage was not pooled teach
 * nothing about ordering and are left out. Deterministic for a seed. Measured against the same model
 * trained on gold-minus-other pairs and a factorization machine, it did as well under cross-validation
 * on the training split and is the simplest to read (docs/retrieval.md).
 */
final class RerankerFit {
    static final String RELEVANT = "relevant";
    static final String OTHER = "other";
    private static final LabelFactory LABELS = new LabelFactory();
    private static final String[] NAMES = RerankFeatures.NAMES.toArray(String[]::new);

    /** Training knobs: passes over the pairs, AdaGrad's step size, the shuffling seed. */
    record Options(int epochs, double learningRate, long seed) {
        static final Options DEFAULT = new Options(5, 0.03, 19);
    }

    private final LinearSGDModel model;

    private RerankerFit(LinearSGDModel model) {
        this.model = model;
    }

    static RerankerFit train(List<QuestionPool> pools, Options options) {
        var dataset = new MutableDataset<>(new SimpleDataSourceProvenance("reranker candidates", LABELS), LABELS);
        for (var pool : pools) {
            if (!pool.goldPooled()) {
                continue;
            }
            for (int i = 0; i < pool.features().length; i++) {
                dataset.add(example(i == pool.gold() ? RELEVANT : OTHER, pool.features()[i]));
            }
        }
        var trainer = new LinearSGDTrainer(
                new LogMulticlass(),
                new AdaGrad(options.learningRate(), 0.1),
                options.epochs(),
                Integer.MAX_VALUE,
                1,
                options.seed());
        return new RerankerFit((LinearSGDModel) trainer.train(dataset));
    }

    /** The probability that each row is the relevant one. */
    double[] scores(double[][] rows) {
        var examples = new ArrayList<Example<Label>>(rows.length);
        for (double[] row : rows) {
            examples.add(example(OTHER, row));
        }
        var predictions = model.predict(examples);
        double[] out = new double[rows.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = predictions.get(i).getOutputScores().get(RELEVANT).getScore();
        }
        return out;
    }

    /**
     * Feature name to its weight in the log-odds of "relevant" (the "relevant" row of the two-class
     * model less the "other" row), in {@link RerankFeatures#NAMES} order.
     */
    Map<String, Double> weights() {
        var rows = model.getTopFeatures(-1);
        var byName = new LinkedHashMap<String, Double>();
        RerankFeatures.NAMES.forEach(name -> byName.put(name, 0.0));
        rows.get(RELEVANT).forEach(pair -> byName.computeIfPresent(pair.getA(), (name, w) -> w + pair.getB()));
        rows.get(OTHER).forEach(pair -> byName.computeIfPresent(pair.getA(), (name, w) -> w - pair.getB()));
        return byName;
    }

    /** The model's output that scores "relevant". */
    int relevantOutput() {
        return model.getOutputIDInfo().getID(new Label(RELEVANT));
    }

    /** The features in the model's input order (Tribuo orders them by name). */
    List<String> inputOrder() {
        var map = model.getFeatureIDMap();
        var names = new ArrayList<String>();
        for (int id = 0; id < map.size(); id++) {
            names.add(map.get(id).getName());
        }
        return names;
    }

    void saveOnnx(Path file) throws IOException {
        model.saveONNXModel("io.legalagent.reranker", 1, file);
    }

    private static Example<Label> example(String label, double[] values) {
        return new ArrayExample<>(new Label(label), NAMES, values);
    }
}
