package io.legalagent.cli;

import io.legalagent.screen.Units;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * Attack units set in ordinary prose, fitted as attacks beside the units themselves. An attack
 * inside prose it was not written with (a story, thanks, a fact pattern) is still an attack, so the
 * words that make it one are what the detector must learn, not the setting they came in; each
 * carrying sentence is also fitted as legitimate, on its own, with the question it comes from.
 */
final class CarriedAttacks {
    /** Attack units longer than this are not carried: the sentence would dilute little and the unit grow past a window. */
    private static final int LONGEST_CARRIED = 25;
    /** Carrying sentences: long enough to be prose, short enough to leave the attack a good share of the unit. */
    private static final int SHORTEST_PROSE = 6;

    private static final int LONGEST_PROSE = 25;
    private static final Pattern SPACE = Pattern.compile("\\s+");

    private CarriedAttacks() {}

    /**
     * Each short attack unit {@code copies} times, after and before (alternately) a sentence of the
     * legitimate questions drawn by a generator seeded with the unit, so the same data gives the same
     * units.
     */
    static List<String> of(List<String> attackUnits, List<InjectionCases.Case> legitimate, int copies, int maxWords) {
        if (copies == 0) {
            return List.of();
        }
        var prose = legitimate.stream()
                .flatMap(q -> Units.sentences(q.question().text(), maxWords).stream())
                .filter(sentence -> words(sentence) >= SHORTEST_PROSE && words(sentence) <= LONGEST_PROSE)
                .distinct()
                .toList();
        var carried = new ArrayList<String>();
        for (var unit : new LinkedHashSet<>(attackUnits)) {
            if (words(unit) > LONGEST_CARRIED) {
                continue;
            }
            var random = new Random(unit.hashCode());
            for (int copy = 0; copy < copies; copy++) {
                var sentence = prose.get(random.nextInt(prose.size()));
                carried.add(copy % 2 == 0 ? sentence + " " + unit : unit + " " + sentence);
            }
        }
        return carried;
    }

    private static int words(String text) {
        return text.isBlank() ? 0 : SPACE.split(text.strip()).length;
    }
}
