package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConfidenceFitTest {
    private final List<double[]> rows = new ArrayList<>();
    private final List<Boolean> hits = new ArrayList<>();

    /**
     * 200 questions whose first input leans towards a hit and whose second leans against one, with
     * enough overlap that the optimum is finite; the third and fourth carry no information.
     */
    ConfidenceFitTest() {
        for (int i = 0; i < 200; i++) {
            double a = Math.sin(i * 0.37) * 2 + 3;
            double b = Math.cos(i * 1.3) * 0.1 + 0.7;
            boolean hit = a - 8 * (b - 0.7) + Math.sin(i * 2.9) * 1.5 > 3.2;
            rows.add(new double[] {a, b, 0.25, 0.7 + (i % 7) * 0.01});
            hits.add(hit);
        }
    }

    @Test
    void reachesThePenalizedOptimumWithTheBiasUnpenalized() {
        var model = ConfidenceFit.fit(rows, hits, "test");

        double[] p = rows.stream().mapToDouble(model::probability).toArray();
        // The bias is free: the predicted probabilities add up to the number of hits.
        double hitCount = hits.stream().filter(h -> h).count();
        assertThat(java.util.Arrays.stream(p).sum()).isCloseTo(hitCount, within(1e-4));
        // Each weight is where the log-loss's pull and the penalty's balance: Σ (p - y) z + w = 0.
        for (int j = 0; j < model.weights().length; j++) {
            double gradient = model.weights()[j];
            for (int i = 0; i < rows.size(); i++) {
                double z = model.sds()[j] == 0 ? 0 : (rows.get(i)[j] - model.means()[j]) / model.sds()[j];
                gradient += (p[i] - (hits.get(i) ? 1 : 0)) * z;
            }
            assertThat(gradient).as("gradient of weight %d", j).isCloseTo(0, within(1e-4));
        }
        assertThat(model.weights()[0]).isPositive();
        assertThat(model.weights()[1]).isNegative();
        assertThat(model.weights()[2]).isCloseTo(0, within(1e-6)); // a constant input tells nothing
        assertThat(model.signals()).containsExactly("rerank_top1", "learned_overlap", "learned_focus", "max_cosine");
        assertThat(model.trainedOn()).isEqualTo("test");
    }

    @Test
    void theSameModelWhicheverLabelComesFirst() {
        int firstMiss = hits.indexOf(false);
        int firstHit = hits.indexOf(true);
        var missFirst = new ArrayList<>(rows);
        var missFirstHits = new ArrayList<>(hits);
        java.util.Collections.swap(missFirst, 0, firstMiss);
        java.util.Collections.swap(missFirstHits, 0, firstMiss);
        var hitFirst = new ArrayList<>(rows);
        var hitFirstHits = new ArrayList<>(hits);
        java.util.Collections.swap(hitFirst, 0, firstHit);
        java.util.Collections.swap(hitFirstHits, 0, firstHit);

        var a = ConfidenceFit.fit(missFirst, missFirstHits, "a");
        var b = ConfidenceFit.fit(hitFirst, hitFirstHits, "b");

        assertThat(a.bias()).isCloseTo(b.bias(), within(1e-6));
        for (int j = 0; j < a.weights().length; j++) {
            assertThat(a.weights()[j]).isCloseTo(b.weights()[j], within(1e-6));
        }
    }

    @Test
    void crossValidationScoresEachQuestionWithAModelThatDidNotSeeIt() {
        double[] scores = ConfidenceFit.crossValidated(rows, hits);

        assertThat(scores).hasSize(rows.size());
        assertThat(java.util.Arrays.stream(scores).allMatch(s -> s > 0 && s < 1))
                .isTrue();
        var calibration = new Calibration("cv");
        for (int i = 0; i < scores.length; i++) {
            calibration.add(scores[i], hits.get(i));
        }
        assertThat(calibration.auc()).isGreaterThan(0.7);
    }
}
