package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.search.ConfidenceModel;
import io.legalagent.retrieval.search.ConfidenceSignal;
import io.legalagent.retrieval.search.Ranking;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** Every {@link ConfidenceSignal} of one variant, calibrated against "gold passage in the top 5". */
final class SignalCalibrations {
    static final int K = 5;
    /** The name of the calibrated model refitted by cross-validation on the bench's own questions. */
    static final String REFITTED = "calibrated_refitted_cv";

    private final Map<ConfidenceSignal, Calibration> bySignal = new EnumMap<>(ConfidenceSignal.class);
    private final Map<ConfidenceSignal, Calibration> byEvidence = new EnumMap<>(ConfidenceSignal.class);
    private final List<double[]> values = new ArrayList<>();
    private final List<Boolean> hits = new ArrayList<>();
    private final List<List<String>> tops = new ArrayList<>();
    private int evidenceFound;

    SignalCalibrations() {
        for (var signal : ConfidenceSignal.values()) {
            bySignal.put(signal, new Calibration(signal.id()));
            byEvidence.put(signal, new Calibration(signal.id()));
        }
    }

    void add(Ranking ranking, String goldId) {
        add(ranking, goldId, Set.of());
    }

    /**
     * One question, calibrated against its gold and, separately, against "gold or a passage judged
     * equivalent to it" ({@link JudgedEquivalents}).
     */
    void add(Ranking ranking, String goldId, Set<String> equivalents) {
        var top = List.copyOf(ranking.ids().subList(0, Math.min(K, ranking.ids().size())));
        boolean hit = top.contains(goldId);
        boolean evidence = hit || top.stream().anyMatch(equivalents::contains);
        double[] row = new double[ConfidenceSignal.values().length];
        for (var signal : ConfidenceSignal.values()) {
            row[signal.ordinal()] = signal.value(ranking, K);
            bySignal.get(signal).add(row[signal.ordinal()], hit);
            byEvidence.get(signal).add(row[signal.ordinal()], evidence);
        }
        evidenceFound += evidence ? 1 : 0;
        values.add(row);
        hits.add(hit);
        tops.add(top);
    }

    /** The calibrated model fitted on the questions seen so far, and those of {@code more}. */
    ConfidenceModel fit(String trainedOn, List<SignalCalibrations> more) {
        var rows = new ArrayList<>(inputs());
        var labels = new ArrayList<>(hits);
        for (var other : more) {
            rows.addAll(other.inputs());
            labels.addAll(other.hits);
        }
        return ConfidenceFit.fit(rows, labels, trainedOn);
    }

    int size() {
        return hits.size();
    }

    /**
     * The AUC of the calibrated model's inputs refitted by {@link ConfidenceFit#FOLDS}-fold
     * cross-validation on the questions seen so far: each question scored by a model that did not see it.
     */
    AucEstimate crossValidatedAuc() {
        return crossValidated().estimate();
    }

    /** Each question's score by the model refitted without it, against whether its gold was in the top 5. */
    Calibration crossValidated() {
        double[] scores = ConfidenceFit.crossValidated(inputs(), hits);
        var calibration = new Calibration(REFITTED);
        for (int i = 0; i < scores.length; i++) {
            calibration.add(scores[i], hits.get(i));
        }
        return calibration;
    }

    private List<double[]> inputs() {
        return values.stream()
                .map(row -> ConfidenceFit.INPUTS.stream()
                        .mapToDouble(s -> row[s.ordinal()])
                        .toArray())
                .toList();
    }

    /**
     * One CSV line per question: whether its gold was in the top 5, every signal, then the top 5's
     * passage ids (separated by {@code |}) for analyses across questions.
     */
    String csv() {
        var out = new StringBuilder("gold_in_top5");
        for (var signal : ConfidenceSignal.values()) {
            out.append(',').append(signal.id());
        }
        out.append(",top5_ids\n");
        for (int i = 0; i < values.size(); i++) {
            out.append(hits.get(i) ? 1 : 0);
            for (double v : values.get(i)) {
                out.append(',').append(v);
            }
            out.append(',').append(String.join("|", tops.get(i))).append('\n');
        }
        return out.toString();
    }

    Calibration of(ConfidenceSignal signal) {
        return bySignal.get(signal);
    }

    /** Against "gold or a passage judged equivalent in the top 5". */
    Calibration evidenceOf(ConfidenceSignal signal) {
        return byEvidence.get(signal);
    }

    int evidenceFound() {
        return evidenceFound;
    }

    /** Every signal's calibration, best AUC first. */
    List<Calibration> ranked() {
        return ranked(bySignal);
    }

    /** The evaluator's default signal's AUC minus the original's mean cosine, on the same questions. */
    AucEstimate defaultOverMeanCosine() {
        return AucEstimate.difference(
                bySignal.get(ConfidenceSignal.DEFAULT), bySignal.get(ConfidenceSignal.MEAN_COSINE));
    }

    /** The calibrated signal's values read as probabilities. */
    Reliability reliability() {
        var calibration = bySignal.get(ConfidenceSignal.CALIBRATED);
        return new Reliability(calibration.hits(), calibration.misses());
    }

    /**
     * One line per signal, best AUC first, then how far the evaluator's default signal stands from
     * the original's mean cosine on the same questions, then how well the calibrated signal's values
     * hold as probabilities, then each signal's distributions.
     */
    String report() {
        var ranked = ranked(bySignal);
        return ranked.stream().map(Calibration::row).collect(Collectors.joining("\n"))
                + "\n"
                + comparison(ConfidenceSignal.DEFAULT, ConfidenceSignal.MEAN_COSINE)
                + "\n"
                + reliability(ConfidenceSignal.CALIBRATED)
                + "\n"
                + ranked.stream().map(Calibration::distributions).collect(Collectors.joining("\n"));
    }

    /** One line per signal, best AUC first, against "gold or a judged-equivalent passage in the top 5". */
    String evidenceReport(String judgedIn) {
        return String.format(
                        "  against gold or a passage judged equivalent (%s) in the top 5: %d of %d questions%n",
                        judgedIn, evidenceFound, size())
                + ranked(byEvidence).stream().map(Calibration::row).collect(Collectors.joining("\n"));
    }

    /** "calibrated − mean_cosine on the same questions (paired): AUC +0.090 [-0.018, +0.197]". */
    private String comparison(ConfidenceSignal signal, ConfidenceSignal reference) {
        var difference = AucEstimate.difference(bySignal.get(signal), bySignal.get(reference));
        return String.format(
                Locale.ROOT,
                "  %s − %s on the same questions (paired): AUC %+.3f %s",
                signal.id(),
                reference.id(),
                difference.auc(),
                difference.interval(true));
    }

    /** How far a signal that is a probability can be read as one. */
    private String reliability(ConfidenceSignal signal) {
        var calibration = bySignal.get(signal);
        return new Reliability(calibration.hits(), calibration.misses()).report(signal.id());
    }

    private static List<Calibration> ranked(Map<ConfidenceSignal, Calibration> calibrations) {
        return calibrations.values().stream()
                .sorted((a, b) -> Double.compare(b.auc(), a.auc()))
                .toList();
    }
}
