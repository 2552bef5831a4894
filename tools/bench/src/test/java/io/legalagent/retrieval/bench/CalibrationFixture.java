package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.search.Ranking;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Rankings as a run hands them to the bench, made up: eight passages per question, the first leading
 * by a random margin, and the gold in the top 5 more often the more it leads, so the signals have
 * something to find. Fed to a {@link Scoreboard} and {@link SignalCalibrations} as a run feeds them.
 */
final class CalibrationFixture {
    private CalibrationFixture() {}

    record Recorded(Variant variant, Scoreboard board, SignalCalibrations calibrations) {}

    static Recorded run(String variant, long seed, int questions) {
        var random = new Random(seed);
        var board = new Scoreboard();
        var calibrations = new SignalCalibrations();
        for (int q = 0; q < questions; q++) {
            double lead = 3 * random.nextDouble();
            boolean hit = random.nextDouble() < lead / 3;
            var passages = new ArrayList<Ranking.Ranked>();
            for (int i = 0; i < 8; i++) {
                float[] vector = {1, (float) (0.1 * i + 0.3 * random.nextDouble())};
                double relevance = i == 0 && hit ? 0.3 + 0.6 * random.nextDouble() : 0.5 * random.nextDouble();
                passages.add(new Ranking.Ranked(
                        new StoredPassage("p" + i, "passage " + i, Map.of(), vector),
                        8 - i + (i == 0 ? lead : 0),
                        relevance));
            }
            var ranking = new Ranking(passages, List.of(new float[] {1, 0}, new float[] {1, 0.2f}), 8, 0);
            String gold = hit ? "p" + random.nextInt(5) : "elsewhere";
            board.add(ranking.ids(), gold);
            calibrations.add(ranking, gold);
        }
        return new Recorded(new Variant(variant, "made-up rankings, seed " + seed, null, null), board, calibrations);
    }
}
