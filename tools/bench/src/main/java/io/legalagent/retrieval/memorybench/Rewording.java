package io.legalagent.retrieval.memorybench;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Question;
import io.legalagent.retrieval.bench.QaRow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The same question asked another way, built deterministically from a QA row, so that the memory
 * benchmark's "should hit" pairs are reproducible. Each kind changes the wording, never the law:
 * which facts, which question, which choices.
 */
enum Rewording {
    /** Lower case and single spaces, as a hurried user types it. */
    CASUAL {
        @Override
        Question apply(QaRow row) {
            return new Question(
                    casual(row.fullQuestion()),
                    row.labelledChoices().stream()
                            .map(c -> new Choice(c.label(), casual(c.text())))
                            .toList());
        }
    },
    /** The same choices in reverse order, labelled A, B, ... again. */
    CHOICES_REVERSED {
        @Override
        Question apply(QaRow row) {
            var texts = new ArrayList<>(row.choices());
            Collections.reverse(texts);
            return new Question(row.fullQuestion(), labelled(texts));
        }
    },
    /** Stock phrases of bar questions replaced by equivalents ("Which of the following" → "Which one of these"). */
    PHRASES {
        @Override
        Question apply(QaRow row) {
            return new Question(phrased(row.fullQuestion()), row.labelledChoices());
        }
    },
    /** All three at once. */
    ALL {
        @Override
        Question apply(QaRow row) {
            var reversed = CHOICES_REVERSED.apply(row);
            return new Question(
                    casual(phrased(reversed.text())),
                    reversed.choices().stream()
                            .map(c -> new Choice(c.label(), casual(c.text())))
                            .toList());
        }
    };

    /** Equivalent phrasings, applied in this order to the question's own words. */
    private static final Map<String, String> PHRASINGS = phrasings();

    abstract Question apply(QaRow row);

    /** The question as the memory is keyed on it: the text with its choices. */
    static Question original(QaRow row) {
        return new Question(row.fullQuestion(), row.labelledChoices());
    }

    private static String casual(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    }

    private static String phrased(String text) {
        String out = text;
        for (var e : PHRASINGS.entrySet()) {
            out = out.replace(e.getKey(), e.getValue());
        }
        return out;
    }

    private static List<Choice> labelled(List<String> texts) {
        var out = new ArrayList<Choice>();
        for (int i = 0; i < texts.size(); i++) {
            out.add(new Choice(String.valueOf((char) ('A' + i)), texts.get(i)));
        }
        return out;
    }

    private static Map<String, String> phrasings() {
        var map = new LinkedHashMap<String, String>();
        map.put("Which of the following", "Which one of these");
        map.put("which of the following", "which one of these");
        map.put("is most likely to", "will probably");
        map.put("most likely", "probably");
        map.put("What is the", "What's the");
        map.put("Is the ", "Would the ");
        map.put("should the court", "ought the court to");
        map.put(" the plaintiff", " the claimant");
        map.put("best argument", "strongest argument");
        map.put(" because ", " since ");
        return map;
    }
}
