package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.search.ConfidenceModel;
import io.legalagent.retrieval.search.ConfidenceSignal;
import io.legalagent.retrieval.search.Ranking;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Every {@link ConfidenceSignal} of one variant, calibrated against "gold passage in the top 5". */
final class SignalCalibrations {
    static final int K = 5;

    private final Map<ConfidenceSignal, Calibration> bySignal = new EnumMap<>(ConfidenceSignal.class);
    private final List<double[]> fitInputs = new ArrayList<>();
    private final List<Boolean> hits = new ArrayList<>();

    SignalCalibrations() {
        for (var signal : ConfidenceSignal.values()) {
            bySignal.put(signal, new Calibration(signal.id()));
        }
    }

    void add(Ranking ranking, String goldId) {
        boolean hit =
                ranking.ids().subList(0, Math.min(K, ranking.ids().size())).contains(goldId);
        bySignal.forEach((signal, calibration) -> calibration.add(signal.value(ranking, K), hit));
        fitInputs.add(ConfidenceFit.INPUTS.stream()
                .mapToDouble(s -> s.value(ranking, K))
                .toArray());
        hits.add(hit);
    }

    /** The calibrated model fitted on the questions seen so far. */
    ConfidenceModel fit(String trainedOn) {
        return ConfidenceFit.fit(fitInputs, hits, trainedOn);
    }

    Calibration of(ConfidenceSignal signal) {
        return bySignal.get(signal);
    }

    /** One line per signal, best AUC first, then each signal's distributions. */
    String report() {
        var ranked = bySignal.values().stream()
                .sorted((a, b) -> Double.compare(b.auc(), a.auc()))
                .toList();
        return ranked.stream().map(Calibration::row).collect(Collectors.joining("\n"))
                + "\n"
                + ranked.stream().map(Calibration::distributions).collect(Collectors.joining("\n"));
    }
}
