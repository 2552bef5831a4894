package io.legalagent.cli;

import de.bwaldvogel.liblinear.Feature;
import de.bwaldvogel.liblinear.Linear;
import de.bwaldvogel.liblinear.Model;
import de.bwaldvogel.liblinear.Parameter;
import de.bwaldvogel.liblinear.Problem;
import de.bwaldvogel.liblinear.SolverType;
import io.legalagent.retrieval.cli.ConsoleProgress;
import io.legalagent.screen.DetectorManifest;
import io.legalagent.screen.Featurizer;
import io.legalagent.screen.InjectionDetector;
import io.legalagent.screen.Units;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Fits the learned injection detector and calibrates its threshold. Fitted on: every unit of the
 * training families' attacks (or, for an attack hidden in a legal question, the units of its
 * injected words), and the short ones also set in ordinary sentences ({@link CarriedAttacks}),
 * against every unit of the legitimate look-alikes and of the Bar Exam QA train split, leaving out a fixed quarter of the attacks and look-alikes ({@link InjectionCases.Case#calibrates}).
 * Calibrated on: that quarter and the Bar Exam QA validation split, scored question by question as
 * the guard scores them; the threshold is the highest legitimate score plus a margin (in log-odds),
 * so that no validation question is flagged. The Bar Exam QA train questions count as legitimate
 * there too: being fitted on does not keep a long question's every sentence under the threshold,
 * and no Bar Exam QA question may be flagged. The held-out families are neither fitted nor calibrated on.
 */
final class ScreenTraining {
    static final SolverType SOLVER = SolverType.L2R_LR;
    private static final double ATTACK = 1;
    private static final double LEGITIMATE = 0;
    private static final int BATCH = 128;

    /** What to fit on and with which settings. */
    record Inputs(
            List<InjectionCases.Case> attacks,
            List<InjectionCases.Case> legitimate,
            List<InjectionCases.Case> qaTrain,
            List<InjectionCases.Case> qaValidation,
            double cost,
            double attackWeight,
            int lookAlikeCopies,
            double margin,
            int carriers,
            int qaCopies) {}

    /** The fitted model and its calibration, before they are written anywhere. */
    record Fitted(
            Model model,
            int attackUnits,
            int legitimateUnits,
            double threshold,
            DetectorManifest.Calibration calibration) {}

    private final Featurizer featurizer;
    private final PrintStream progress;

    ScreenTraining(Featurizer featurizer, PrintStream progress) {
        this.featurizer = featurizer;
        this.progress = progress;
    }

    Fitted fit(Inputs in) {
        return fit(in, "");
    }

    /**
     * Fits and calibrates without one training family (none when {@code leftOut} is empty): the
     * left-out family is neither fitted nor calibrated on.
     */
    Fitted fit(Inputs in, String leftOut) {
        var fitting = in.attacks().stream()
                .filter(a -> a.split().equals(InjectionCases.TRAIN)
                        && !a.calibrates()
                        && !a.group().equals(leftOut))
                .toList();
        var attackUnits = new ArrayList<String>();
        fitting.forEach(attack -> attackUnits.addAll(attackUnits(attack)));
        var legitimateUnits = new ArrayList<String>();
        for (var legitimate : in.legitimate()) {
            if (!legitimate.calibrates()) {
                // Copies weigh the few look-alikes against the thousands of Bar Exam QA units, which are all alike.
                for (int copy = 0; copy < in.lookAlikeCopies(); copy++) {
                    legitimateUnits.addAll(featurizer.units(legitimate.question()));
                }
            }
        }
        for (int copy = 0; copy < in.qaCopies(); copy++) {
            in.qaTrain().forEach(q -> legitimateUnits.addAll(featurizer.units(q.question())));
        }
        var prose = new ArrayList<>(
                in.legitimate().stream().filter(q -> !q.calibrates()).toList());
        prose.addAll(in.qaTrain());
        attackUnits.addAll(CarriedAttacks.of(
                attackUnits, prose, in.carriers(), featurizer.spec().maxUnitWords()));
        var model = train(attackUnits, legitimateUnits, in);
        return calibrate(model, in, attackUnits.size(), legitimateUnits.size(), leftOut);
    }

    private Model train(List<String> attackUnits, List<String> legitimateUnits, Inputs in) {
        var x = embed(attackUnits, legitimateUnits);
        var y = new double[x.size()];
        for (int i = 0; i < attackUnits.size(); i++) {
            y[i] = ATTACK;
        }
        return train(x, y, in.cost(), in.attackWeight());
    }

    /** How one training family fared when it was left out of fitting and calibration. */
    record LeftOut(String family, int attacks, int caught, double threshold) {}

    /**
     * Leave-one-family-out validation over the training families only: for each, a model fitted and
     * calibrated without it, and how many of its attacks that model catches at its own threshold.
     * It estimates how a recipe does on kinds of attack it never saw without looking at the held-out
     * families, which choosing a recipe on would spend.
     */
    List<LeftOut> leaveOneFamilyOut(Inputs in) {
        var families = in.attacks().stream()
                .filter(a -> a.split().equals(InjectionCases.TRAIN))
                .map(InjectionCases.Case::group)
                .distinct()
                .sorted()
                .toList();
        var results = new ArrayList<LeftOut>();
        for (var family : families) {
            var fitted = fit(in, family);
            var draft =
                    new DetectorManifest(DetectorManifest.FORMAT, featurizer.spec(), "unsaved", "unsaved", 0.5, null);
            var detector = InjectionDetector.of(draft, fitted.model(), featurizer);
            int attacks = 0;
            int caught = 0;
            for (var attack : in.attacks()) {
                if (attack.group().equals(family) && attack.split().equals(InjectionCases.TRAIN)) {
                    attacks++;
                    caught += detector.score(attack.question()).score() >= fitted.threshold() ? 1 : 0;
                }
            }
            var result = new LeftOut(family, attacks, caught, fitted.threshold());
            progress.printf(
                    java.util.Locale.ROOT,
                    "left out %-26s %4d of %4d caught (%5.1f %%) at threshold %.4f%n",
                    family,
                    caught,
                    attacks,
                    100.0 * caught / Math.max(1, attacks),
                    fitted.threshold());
            results.add(result);
        }
        return results;
    }

    /**
     * The units of an attack that are the attack: the injected words (whole and by sentence) of one
     * hidden in a legal question, else the text whole, or its sentences when it is long. The other
     * sentences of an attack ("What is negligence?" after a fake system turn) are left out rather
     * than taught as attacks.
     */
    private List<String> attackUnits(InjectionCases.Case attack) {
        int words = featurizer.spec().maxUnitWords();
        if (attack.payload() != null) {
            return Units.ofText(attack.payload(), words);
        }
        var text = attack.question().text();
        var whole = Units.ofText(text, words);
        var sentences = Units.sentences(text, words);
        return whole.size() > sentences.size() || sentences.size() == 1 ? whole.subList(0, 1) : sentences;
    }

    /** Each distinct unit embedded once (copies and repeated sentences share their vector). */
    private List<Feature[]> embed(List<String> attackUnits, List<String> legitimateUnits) {
        var units = new ArrayList<String>(attackUnits);
        units.addAll(legitimateUnits);
        var distinct = new ArrayList<>(new LinkedHashSet<>(units));
        var bar = ConsoleProgress.counting(progress, "embedding", distinct.size(), "units");
        var vectors = new HashMap<String, Feature[]>();
        for (int start = 0; start < distinct.size(); start += BATCH) {
            var batch = distinct.subList(start, Math.min(distinct.size(), start + BATCH));
            var features = featurizer.features(batch);
            for (int i = 0; i < batch.size(); i++) {
                vectors.put(batch.get(i), features.get(i));
            }
            bar.update(vectors.size());
        }
        bar.close();
        return units.stream().map(vectors::get).toList();
    }

    private Model train(List<Feature[]> x, double[] y, double cost, double attackWeight) {
        var problem = new Problem();
        problem.l = x.size();
        problem.n = featurizer.featureCount() + 1; // the bias feature is the last
        problem.x = x.toArray(Feature[][]::new);
        problem.y = y;
        problem.bias = 1;
        var parameter = new Parameter(SOLVER, cost, 0.001);
        parameter.setWeights(new double[] {attackWeight, 1}, new int[] {(int) ATTACK, (int) LEGITIMATE});
        Linear.disableDebugOutput();
        Linear.resetRandom();
        return Linear.train(problem, parameter);
    }

    private Fitted calibrate(Model model, Inputs in, int attackUnits, int legitimateUnits, String leftOut) {
        var draft = new DetectorManifest(DetectorManifest.FORMAT, featurizer.spec(), "unsaved", "unsaved", 0.5, null);
        var detector = InjectionDetector.of(draft, model, featurizer);
        var legitimate = new ArrayList<Double>();
        String highestId = "none";
        double highest = 0;
        var validation = new ArrayList<>(
                in.legitimate().stream().filter(InjectionCases.Case::calibrates).toList());
        validation.addAll(in.qaValidation());
        validation.addAll(in.qaTrain());
        for (var q : validation) {
            double score = detector.score(q.question()).score();
            legitimate.add(score);
            if (score > highest) {
                highest = score;
                highestId = q.id();
            }
        }
        progress.printf(
                java.util.Locale.ROOT,
                "highest legitimate score (validation and Bar Exam QA) %.4f (%s)%n",
                highest,
                highestId);
        double threshold = logistic(logit(highest) + in.margin());
        int attacks = 0;
        int caught = 0;
        for (var attack : in.attacks()) {
            if (attack.split().equals(InjectionCases.TRAIN)
                    && attack.calibrates()
                    && !attack.group().equals(leftOut)) {
                attacks++;
                caught += detector.score(attack.question()).score() >= threshold ? 1 : 0;
            }
        }
        var calibration =
                new DetectorManifest.Calibration(attacks, caught, legitimate.size(), round(highest), in.margin());
        return new Fitted(model, attackUnits, legitimateUnits, round(threshold), calibration);
    }

    /** liblinear's own text format: what the guard loads. */
    static byte[] modelText(Model model) {
        var text = new StringWriter();
        try {
            model.save(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static double logit(double p) {
        double clamped = Math.min(1 - 1e-9, Math.max(1e-9, p));
        return Math.log(clamped / (1 - clamped));
    }

    private static double logistic(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    /** Six decimals: what the manifest and the setting record, so the guard applies exactly that. */
    static double round(double value) {
        return Math.round(value * 1e6) / 1e6;
    }
}
