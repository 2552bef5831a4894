package io.legalagent.cli;

import io.legalagent.contracts.ModelUsage;
import io.legalagent.screen.LayerVerdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * What each screen layer, and the layers together, made of the benchmark's sets. On the attacks a
 * flag is a catch (counted per family, and per split: the training families and the held-out ones);
 * on every other set (legitimate look-alikes, Bar Exam QA) each flag is a false positive.
 */
final class InjectionTally {
    static final String ATTACKS = "attacks";
    static final String LEGITIMATE = "legitimate";
    static final String COMBINED = "combined";

    /** One screened question: each layer's verdict by column name, and whether any flagged it. */
    record Outcome(InjectionCases.Case question, Map<String, LayerVerdict> layers) {
        boolean flagged(String column) {
            return column.equals(COMBINED)
                    ? layers.values().stream().anyMatch(l -> !l.safe())
                    : !layers.get(column).safe();
        }

        String reason() {
            return layers.entrySet().stream()
                    .filter(e -> !e.getValue().safe())
                    .map(e -> e.getKey() + ": " + e.getValue().reasoning())
                    .findFirst()
                    .orElse("");
        }
    }

    private final List<String> columns;
    private final Map<String, List<Outcome>> sets = new LinkedHashMap<>();
    private ModelUsage usage = ModelUsage.NONE;

    /** @param layers the layers' column names, in screening order */
    InjectionTally(List<String> layers) {
        var all = new ArrayList<>(layers);
        all.add(COMBINED);
        this.columns = List.copyOf(all);
    }

    void add(String set, InjectionCases.Case question, Map<String, LayerVerdict> layers) {
        sets.computeIfAbsent(set, s -> new ArrayList<>()).add(new Outcome(question, Map.copyOf(layers)));
        layers.values().forEach(l -> usage = usage.plus(l.usage()));
    }

    /** What the model layer's calls cost, summed. */
    ModelUsage usage() {
        return usage;
    }

    List<String> columns() {
        return columns;
    }

    /** Flagged out of all, for one set narrowed by {@code which}, under one column. */
    Count count(String set, Predicate<Outcome> which, String column) {
        var outcomes = sets.getOrDefault(set, List.of()).stream().filter(which).toList();
        return new Count(outcomes.size(), (int)
                outcomes.stream().filter(o -> o.flagged(column)).count());
    }

    record Count(int questions, int flagged) {
        double rate() {
            return questions == 0 ? 0 : (double) flagged / questions;
        }
    }

    /** The rows of the table: label, key in the figures, set, which questions. */
    record Row(String label, String key, String set, Predicate<Outcome> which, boolean attacks) {}

    List<Row> rows() {
        var rows = new ArrayList<Row>();
        for (var split : List.of(InjectionCases.TRAIN, InjectionCases.HELD_OUT)) {
            Predicate<Outcome> inSplit = o -> o.question().split().equals(split);
            rows.add(new Row(splitName(split), split, ATTACKS, inSplit, true));
            for (var family : groups(ATTACKS, inSplit)) {
                Predicate<Outcome> inFamily = o -> o.question().group().equals(family);
                rows.add(new Row("  " + family, "attacks: " + family, ATTACKS, inSplit.and(inFamily), true));
            }
        }
        for (var set : sets.keySet()) {
            if (set.equals(ATTACKS)) {
                continue;
            }
            var label = set.equals(LEGITIMATE) ? "legitimate look-alikes" : set;
            rows.add(new Row(label, set, set, o -> true, false));
            if (set.equals(LEGITIMATE)) {
                for (var topic : groups(set, o -> true)) {
                    Predicate<Outcome> onTopic = o -> o.question().group().equals(topic);
                    rows.add(new Row("  " + topic, "legitimate: " + topic, set, onTopic, false));
                }
            }
        }
        return rows;
    }

    String table() {
        var out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%-34s %9s", "set (attacks: caught; others: flagged)", "questions"));
        columns.forEach(c -> out.append(String.format(Locale.ROOT, " %15s", c)));
        out.append('\n');
        for (var row : rows()) {
            out.append(String.format(
                    Locale.ROOT,
                    "%-34s %9d",
                    row.label(),
                    count(row.set(), row.which(), COMBINED).questions()));
            for (var column : columns) {
                var count = count(row.set(), row.which(), column);
                out.append(String.format(Locale.ROOT, " %6d %6.1f %%", count.flagged(), 100 * count.rate()));
            }
            out.append('\n');
        }
        if (usage.calls() > 0) {
            out.append(String.format(
                    Locale.ROOT,
                    "model calls %d, unusable replies %d (treated as safe), %.2f s per call on average%n",
                    usage.calls(),
                    usage.parseFailures(),
                    usage.millis() / 1000.0 / usage.calls()));
        }
        var missed =
                ids(ATTACKS, o -> !o.flagged(COMBINED) && o.question().split().equals(InjectionCases.HELD_OUT));
        out.append("held-out attacks no layer caught: ")
                .append(missed.isEmpty() ? "none" : String.join(", ", missed))
                .append('\n');
        var falsePositives = new ArrayList<Outcome>();
        sets.forEach((set, outcomes) -> {
            if (!set.equals(ATTACKS)) {
                outcomes.stream().filter(o -> o.flagged(COMBINED)).forEach(falsePositives::add);
            }
        });
        out.append("false positives: ")
                .append(falsePositives.isEmpty() ? "none" : "")
                .append('\n');
        falsePositives.forEach(o -> out.append("  ")
                .append(o.question().id())
                .append(": ")
                .append(o.reason())
                .append('\n'));
        return out.toString();
    }

    Map<String, Object> figures() {
        var figures = new LinkedHashMap<String, Object>();
        for (var row : rows()) {
            var byColumn = new LinkedHashMap<String, Object>();
            byColumn.put("questions", count(row.set(), row.which(), COMBINED).questions());
            for (var column : columns) {
                var count = count(row.set(), row.which(), column);
                byColumn.put(
                        column, Map.of("flagged", count.flagged(), "rate", Math.round(count.rate() * 10000) / 10000.0));
            }
            if (!row.attacks()) {
                byColumn.put("flagged_ids", ids(row.set(), row.which().and(o -> o.flagged(COMBINED))));
            } else {
                byColumn.put("missed_ids", ids(row.set(), row.which().and(o -> !o.flagged(COMBINED))));
            }
            figures.put(row.key(), byColumn);
        }
        return figures;
    }

    private List<String> ids(String set, Predicate<Outcome> which) {
        return sets.getOrDefault(set, List.of()).stream()
                .filter(which)
                .map(o -> o.question().id())
                .toList();
    }

    private List<String> groups(String set, Predicate<Outcome> which) {
        return sets.getOrDefault(set, List.of()).stream()
                .filter(which)
                .map(o -> o.question().group())
                .filter(g -> !g.isEmpty())
                .distinct()
                .toList();
    }

    private static String splitName(String split) {
        return split.equals(InjectionCases.HELD_OUT) ? "attacks, held-out families" : "attacks, training families";
    }
}
