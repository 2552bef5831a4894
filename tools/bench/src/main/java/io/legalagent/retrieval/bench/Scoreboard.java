package io.legalagent.retrieval.bench;

import java.util.List;
import java.util.Locale;

/** Gold-passage hit@1/3/5/10 and mean reciprocal rank over a set of questions. */
public final class Scoreboard {
    private int questions;
    private int hit1;
    private int hit3;
    private int hit5;
    private int hit10;
    private double reciprocalRanks;

    /** Records where the gold passage landed in {@code ranked} (absent counts as a miss). */
    public void add(List<String> ranked, String gold) {
        questions++;
        int rank = ranked.indexOf(gold) + 1;
        if (rank > 0) {
            reciprocalRanks += 1.0 / rank;
            hit1 += rank <= 1 ? 1 : 0;
            hit3 += rank <= 3 ? 1 : 0;
            hit5 += rank <= 5 ? 1 : 0;
            hit10 += rank <= 10 ? 1 : 0;
        }
    }

    public double hitAt1() {
        return ratio(hit1);
    }

    public double hitAt3() {
        return ratio(hit3);
    }

    public double hitAt5() {
        return ratio(hit5);
    }

    public double hitAt10() {
        return ratio(hit10);
    }

    public double mrr() {
        return questions == 0 ? 0 : reciprocalRanks / questions;
    }

    public int questions() {
        return questions;
    }

    public String row(String name) {
        return String.format(
                Locale.ROOT,
                "%-34s %6.1f%% %6.1f%% %6.1f%% %6.1f%% %7.3f",
                name,
                100 * hitAt1(),
                100 * hitAt3(),
                100 * hitAt5(),
                100 * hitAt10(),
                mrr());
    }

    public static String header() {
        return String.format(
                Locale.ROOT, "%-34s %7s %7s %7s %7s %7s", "variant", "hit@1", "hit@3", "hit@5", "hit@10", "MRR");
    }

    private double ratio(int hits) {
        return questions == 0 ? 0 : (double) hits / questions;
    }
}
