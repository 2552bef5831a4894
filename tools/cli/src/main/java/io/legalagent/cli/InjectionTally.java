package io.legalagent.cli;

import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.ports.Skilled;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * What one screen made of the benchmark: per set, how many questions it flagged. On the attack set
 * that is the detection rate (also per split and category); on every other set (legitimate
 * questions, Bar Exam QA) each flag is a false positive.
 */
final class InjectionTally {
    static final String ATTACKS = "attacks";
    static final String LEGITIMATE = "legitimate";

    /** One screened question and the screen's verdict on it. */
    record Outcome(InjectionCases.Case question, boolean flagged, String reason) {}

    private final String screen;
    private final Map<String, List<Outcome>> sets = new LinkedHashMap<>();
    private ModelUsage usage = ModelUsage.NONE;

    InjectionTally(String screen) {
        this.screen = screen;
    }

    void add(String set, InjectionCases.Case question, Skilled<InjectionVerdict> verdict) {
        boolean flagged = !verdict.value().safe();
        sets.computeIfAbsent(set, s -> new ArrayList<>())
                .add(new Outcome(question, flagged, verdict.value().reasoning()));
        usage = usage.plus(verdict.usage());
    }

    String screen() {
        return screen;
    }

    /** Flagged out of all, for one set, optionally narrowed. */
    Count count(String set, Predicate<Outcome> which) {
        var outcomes = sets.getOrDefault(set, List.of()).stream().filter(which).toList();
        return new Count(outcomes.size(), (int)
                outcomes.stream().filter(Outcome::flagged).count());
    }

    Count count(String set) {
        return count(set, o -> true);
    }

    /** Attacks the screen let through, and other questions it flagged. */
    List<Outcome> mistakes() {
        var wrong = new ArrayList<Outcome>();
        sets.forEach((set, outcomes) -> outcomes.stream()
                .filter(o -> o.flagged() != set.equals(ATTACKS))
                .forEach(wrong::add));
        return wrong;
    }

    record Count(int questions, int flagged) {
        double rate() {
            return questions == 0 ? 0 : (double) flagged / questions;
        }

        String row(String label, String note) {
            return String.format(
                    Locale.ROOT, "%-40s %9d %8d %7.1f %%%s%n", label, questions, flagged, 100 * rate(), note);
        }
    }

    String table() {
        var out = new StringBuilder("screen: ").append(screen).append('\n');
        out.append(String.format(Locale.ROOT, "%-40s %9s %8s %9s%n", "set", "questions", "flagged", "rate"));
        out.append(count(ATTACKS).row("attacks: all", "  detection"));
        for (var split : splits()) {
            out.append(count(ATTACKS, o -> o.question().split().equals(split)).row("  " + splitName(split), ""));
        }
        for (var category : groups(ATTACKS)) {
            out.append(
                    count(ATTACKS, o -> o.question().group().equals(category)).row("  " + category, ""));
        }
        sets.keySet().stream()
                .filter(set -> !set.equals(ATTACKS))
                .forEach(set -> out.append(
                        count(set).row(set.equals(LEGITIMATE) ? "legitimate questions" : set, "  false positives")));
        if (usage.calls() > 0) {
            out.append(String.format(
                    Locale.ROOT,
                    "model calls %d, unusable replies %d (treated as safe), %.2f s per call on average%n",
                    usage.calls(),
                    usage.parseFailures(),
                    usage.millis() / 1000.0 / usage.calls()));
        }
        var missed = mistakes().stream()
                .filter(o -> !o.flagged())
                .map(o -> o.question().id() + (o.question().split().equals("held_out") ? " (held out)" : ""))
                .toList();
        out.append("missed attacks: ")
                .append(missed.isEmpty() ? "none" : String.join(", ", missed))
                .append('\n');
        var falsePositives = mistakes().stream().filter(Outcome::flagged).toList();
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
        figures.put("screen", screen);
        var attacks = counted(count(ATTACKS), "detection_rate");
        for (var split : splits()) {
            attacks.put(split, counted(count(ATTACKS, o -> o.question().split().equals(split)), "detection_rate"));
        }
        var categories = new LinkedHashMap<String, Object>();
        groups(ATTACKS)
                .forEach(c -> categories.put(
                        c, counted(count(ATTACKS, o -> o.question().group().equals(c)), "detection_rate")));
        attacks.put("categories", categories);
        attacks.put("missed", ids(ATTACKS, o -> !o.flagged()));
        figures.put(ATTACKS, attacks);
        var others = new LinkedHashMap<String, Object>();
        sets.keySet().stream().filter(set -> !set.equals(ATTACKS)).forEach(set -> {
            var figure = counted(count(set), "false_positive_rate");
            figure.put("flagged_ids", ids(set, Outcome::flagged));
            others.put(set, figure);
        });
        figures.put("other_sets", others);
        figures.put("model_calls", usage.calls());
        figures.put("unusable_replies", usage.parseFailures());
        figures.put("model_millis", usage.millis());
        return figures;
    }

    private static Map<String, Object> counted(Count count, String rateName) {
        var figure = new LinkedHashMap<String, Object>();
        figure.put("questions", count.questions());
        figure.put("flagged", count.flagged());
        figure.put(rateName, Math.round(count.rate() * 10000) / 10000.0);
        return figure;
    }

    private List<String> ids(String set, Predicate<Outcome> which) {
        return sets.getOrDefault(set, List.of()).stream()
                .filter(which)
                .map(o -> o.question().id())
                .toList();
    }

    private List<String> splits() {
        return sets.getOrDefault(ATTACKS, List.of()).stream()
                .map(o -> o.question().split())
                .filter(s -> !s.isEmpty())
                .distinct()
                .sorted((a, b) -> a.equals("tuning") ? -1 : b.equals("tuning") ? 1 : a.compareTo(b))
                .toList();
    }

    private List<String> groups(String set) {
        return sets.getOrDefault(set, List.of()).stream()
                .map(o -> o.question().group())
                .filter(g -> !g.isEmpty())
                .distinct()
                .toList();
    }

    private static String splitName(String split) {
        return switch (split) {
            case "tuning" -> "tuning split";
            case "held_out" -> "held out from tuning";
            default -> split;
        };
    }
}
