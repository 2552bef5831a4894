package io.legalagent.retrieval.memorybench;

import io.legalagent.contracts.Question;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.embed.Vectors;
import io.legalagent.retrieval.memory.SameQuestion;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * What the QA memory would see, keyed as it keys (the question with its choices, passage-side
 * embedding) and checked as it checks (the same choices and words): each question against its rewordings
 * (should hit), against the other questions on its fact pattern (must not hit), and against its
 * nearest other question of all files (must not hit). A pair that fails the checks can never hit;
 * its similarity is recorded as -1.
 */
final class MemoryPairs {
    final Map<Rewording, List<Double>> rewordings = new EnumMap<>(Rewording.class);
    final List<Double> sameFacts = new ArrayList<>();
    final List<Double> nearestOther = new ArrayList<>();
    /** For each question, "its id → the nearest other's id", in the order of {@link #nearestOther}. */
    final List<String> nearestOtherIds = new ArrayList<>();

    /** Multiple-choice questions: the key is the whole question with its choices. */
    static MemoryPairs choiceQuestions(List<QaRow> rows, List<QaRow> everyone, Embedder embedder) {
        return measure(rows, everyone, embedder, r -> r, Rewording.values());
    }

    /**
     * Open questions: each question's own sentence alone, as a plain question is asked (no facts, no
     * choices); two rows asking the same sentence are the same open question and are not compared.
     */
    static MemoryPairs openQuestions(List<QaRow> rows, List<QaRow> everyone, Embedder embedder) {
        var distinct = new LinkedHashMap<String, QaRow>();
        for (var row : rows) {
            distinct.putIfAbsent(normalized(row.question()), open(row));
        }
        var others = new LinkedHashMap<String, QaRow>();
        for (var row : everyone) {
            others.putIfAbsent(normalized(row.question()), open(row));
        }
        return measure(List.copyOf(distinct.values()), List.copyOf(others.values()), embedder, r -> r, new Rewording[] {
            Rewording.CASUAL, Rewording.PHRASES
        });
    }

    private static QaRow open(QaRow row) {
        return new QaRow(row.idx(), row.subject(), "", row.question(), List.of(), row.answer(), row.goldIdx(), "");
    }

    private static String normalized(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    }

    private static MemoryPairs measure(
            List<QaRow> rows,
            List<QaRow> everyone,
            Embedder embedder,
            Function<QaRow, QaRow> shape,
            Rewording[] kinds) {
        var pairs = new MemoryPairs();
        var keys = new HashMap<String, Key>();
        for (var row : rows) {
            keys.put(row.idx(), Key.of(embedder, Rewording.original(shape.apply(row))));
        }
        for (var kind : kinds) {
            var values = new ArrayList<Double>();
            for (var row : rows) {
                values.add(keys.get(row.idx()).similarity(Key.of(embedder, kind.apply(shape.apply(row)))));
            }
            pairs.rewordings.put(kind, values);
        }
        for (int i = 0; i < rows.size(); i++) {
            for (int j = i + 1; j < rows.size(); j++) {
                var a = rows.get(i);
                var b = rows.get(j);
                if (!a.prompt().isBlank() && a.prompt().equals(b.prompt())) {
                    pairs.sameFacts.add(keys.get(a.idx()).similarity(keys.get(b.idx())));
                }
            }
        }
        var otherKeys = new HashMap<String, Key>(keys);
        for (var row : everyone) {
            otherKeys.computeIfAbsent(row.idx(), id -> Key.of(embedder, Rewording.original(shape.apply(row))));
        }
        for (var row : rows) {
            double best = -1;
            String nearest = "none";
            for (var other : otherKeys.entrySet()) {
                double similarity = other.getKey().equals(row.idx())
                        ? -1
                        : keys.get(row.idx()).similarity(other.getValue());
                if (similarity > best) {
                    best = similarity;
                    nearest = other.getKey();
                }
            }
            pairs.nearestOther.add(best);
            pairs.nearestOtherIds.add(row.idx() + " → " + nearest);
        }
        return pairs;
    }

    /** A key as the memory stores it: the text and its passage-side vector. */
    private record Key(String text, float[] vector) {
        static Key of(Embedder embedder, Question question) {
            String text = question.withChoices();
            return new Key(text, embedder.embedPassage(text));
        }

        /** The cosine when the memory's checks pass, else -1: such a pair never hits. */
        double similarity(Key other) {
            return SameQuestion.hold(text, other.text) ? Vectors.cosine(vector, other.vector) : -1;
        }
    }
}
