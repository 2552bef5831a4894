package io.legalagent.screen;

import io.legalagent.contracts.Question;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The parts of a question the detector scores one at a time: the question text whole when it is
 * short, each of its sentences, and each answer choice. An injection hidden in a long fact pattern,
 * a quoted document or one choice is then a unit of its own rather than a sentence lost in a page of
 * facts, and the question's score is that of its most suspicious unit.
 */
public final class Units {
    /**
     * A sentence ends at . ! ? (also before a closing quote or bracket), at a closing quote followed by
     * a capital (a quoted passage ends), or at a line break.
     */
    private static final Pattern SENTENCE_END = Pattern.compile(
            "(?<=[.!?\u3002\uff01\uff1f]|[.!?][\"'\u201d\u2019)\\]>])\\s+|(?<=[\"'\u201d\u2019])\\s+(?=\\p{Lu})|\\R+");

    private static final Pattern SPACE = Pattern.compile("\\s+");
    /** Fragments shorter than this ("Q.", "A. Yes.") join the sentence after them. */
    private static final int SHORTEST = 4;

    private Units() {}

    /** The question's units: the text whole if short, its sentences, then each choice; no unit twice. */
    public static List<String> of(Question question, int maxWords) {
        var units = new LinkedHashSet<String>(ofText(question.text(), maxWords));
        question.choices().forEach(choice -> units.addAll(ofText(choice.text(), maxWords)));
        return List.copyOf(units);
    }

    /** A text's units: the text whole if it has at most {@code maxWords} words, then its sentences. */
    public static List<String> ofText(String text, int maxWords) {
        var units = new LinkedHashSet<String>();
        var words = words(text);
        if (!words.isEmpty() && words.size() <= maxWords) {
            units.add(String.join(" ", words));
        }
        units.addAll(sentences(text, maxWords));
        return List.copyOf(units);
    }

    /** Sentences, short fragments joined to the next, a sentence longer than {@code maxWords} in overlapping windows. */
    public static List<String> sentences(String text, int maxWords) {
        var sentences = new ArrayList<String>();
        var pending = new ArrayList<String>();
        for (var sentence : SENTENCE_END.split(text.strip())) {
            pending.addAll(words(sentence));
            if (pending.size() >= SHORTEST) {
                addSentence(sentences, pending, maxWords);
                pending.clear();
            }
        }
        if (!pending.isEmpty()) {
            addSentence(sentences, pending, maxWords);
        }
        return sentences;
    }

    private static void addSentence(List<String> sentences, List<String> words, int maxWords) {
        if (words.size() <= maxWords) {
            sentences.add(String.join(" ", words));
            return;
        }
        // Each window starts half a window after the last, so no phrase is cut in every one.
        int step = Math.max(1, maxWords / 2);
        for (int start = 0; ; start += step) {
            int end = Math.min(words.size(), start + maxWords);
            sentences.add(String.join(" ", words.subList(start, end)));
            if (end == words.size()) {
                return;
            }
        }
    }

    private static List<String> words(String text) {
        var stripped = text.strip();
        return stripped.isEmpty() ? List.of() : Arrays.asList(SPACE.split(stripped));
    }
}
