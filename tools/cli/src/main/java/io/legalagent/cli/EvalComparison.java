package io.legalagent.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Two eval runs over the same questions, paired by question id. Questions only one run holds are
 * named ({@code onlyA}, {@code onlyB}) and left out of everything else, so that every figure compares
 * the two runs on the same questions. Accuracy and McNemar's test count the paired multiple-choice
 * questions; no answer or no letter is wrong.
 */
record EvalComparison(EvalRun a, EvalRun b, List<Pair> pairs, List<String> onlyA, List<String> onlyB) {

    /** The same question in both runs. */
    record Pair(QuestionRecord a, QuestionRecord b) {
        String id() {
            return a.id();
        }

        boolean lettersDiffer() {
            return !Objects.equals(a.letter(), b.letter()) || a.correct() != b.correct();
        }
    }

    /** One subject's accuracy in each run, and B's minus A's. */
    record SubjectDifference(String subject, SubjectAccuracy a, SubjectAccuracy b) {
        double difference() {
            return b.accuracy() - a.accuracy();
        }
    }

    static EvalComparison of(EvalRun a, EvalRun b) {
        var inB = new LinkedHashMap<String, QuestionRecord>();
        b.questions().forEach(q -> inB.put(q.id(), q));
        var pairs = new ArrayList<Pair>();
        var onlyA = new ArrayList<String>();
        for (var q : a.questions()) {
            var other = inB.remove(q.id());
            if (other == null) {
                onlyA.add(q.id());
            } else {
                pairs.add(new Pair(q, other));
            }
        }
        return new EvalComparison(a, b, pairs, onlyA, List.copyOf(inB.keySet()));
    }

    List<Pair> multipleChoice() {
        return pairs.stream().filter(p -> p.a().multipleChoice()).toList();
    }

    private int count(Predicate<Pair> test) {
        return (int) multipleChoice().stream().filter(test).count();
    }

    int bothRight() {
        return count(p -> p.a().correct() && p.b().correct());
    }

    /** Right in A, wrong in B: McNemar's b. */
    int onlyARight() {
        return count(p -> p.a().correct() && !p.b().correct());
    }

    /** Wrong in A, right in B: McNemar's c. */
    int onlyBRight() {
        return count(p -> !p.a().correct() && p.b().correct());
    }

    int neitherRight() {
        return count(p -> !p.a().correct() && !p.b().correct());
    }

    McNemar mcNemar() {
        return McNemar.of(onlyARight(), onlyBRight());
    }

    SubjectAccuracy accuracyA() {
        return SubjectAccuracy.of(EvalReport.OVERALL, side(true, multipleChoice()));
    }

    SubjectAccuracy accuracyB() {
        return SubjectAccuracy.of(EvalReport.OVERALL, side(false, multipleChoice()));
    }

    /** Per subject of the paired multiple-choice questions, in the eval table's order. */
    List<SubjectDifference> subjects() {
        var groups = new TreeMap<String, List<Pair>>(EvalQuestions.SUBJECT_ORDER);
        multipleChoice().forEach(p -> groups.computeIfAbsent(p.a().subject(), s -> new ArrayList<>())
                .add(p));
        var differences = new ArrayList<SubjectDifference>();
        groups.forEach((subject, group) -> differences.add(new SubjectDifference(
                subject,
                SubjectAccuracy.of(subject, side(true, group)),
                SubjectAccuracy.of(subject, side(false, group)))));
        return differences;
    }

    /** The paired questions where the runs chose differently (letter, or right against wrong). */
    List<Pair> differing() {
        return pairs.stream().filter(Pair::lettersDiffer).toList();
    }

    private static List<QuestionRecord> side(boolean a, List<Pair> pairs) {
        return pairs.stream().map(p -> a ? p.a() : p.b()).toList();
    }

    Map<String, Integer> agreement() {
        var table = new LinkedHashMap<String, Integer>();
        table.put("both_right", bothRight());
        table.put("a_right_b_wrong", onlyARight());
        table.put("a_wrong_b_right", onlyBRight());
        table.put("both_wrong", neitherRight());
        return table;
    }
}
