package io.legalagent.model;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.Question;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The offline multiple-choice selection: each choice is scored by the share of its distinguishing
 * terms (those not common to every choice) that the research mentions; the best-supported choice
 * wins, ties going to the earlier label. No support at all means no selection.
 */
final class EvidenceChoice {
    static final String UNSUPPORTED = "offline selection: no answer choice shares a term with the research";

    private record Score(Choice choice, List<String> supported, int distinguishing) {
        double share() {
            return distinguishing == 0 ? 0.0 : (double) supported.size() / distinguishing;
        }
    }

    private EvidenceChoice() {}

    static McSelection select(Question question, String research) {
        var researched = Terms.of(findings(research));
        var common = commonTerms(question.choices());
        var scores = new ArrayList<Score>();
        for (var choice : question.choices()) {
            var words = distinguishingWords(choice.text(), common);
            var supported = words.entrySet().stream()
                    .filter(e -> researched.contains(e.getKey()))
                    .map(Map.Entry::getValue)
                    .toList();
            scores.add(new Score(choice, supported, words.size()));
        }
        Score best = null;
        for (var score : scores) {
            // Strictly greater keeps the earlier label on a tie, so the result never depends on luck.
            if (best == null
                    || score.share() > best.share()
                    || (score.share() == best.share()
                            && score.supported().size() > best.supported().size())) {
                best = score;
            }
        }
        if (best == null || best.supported().isEmpty()) {
            return McSelection.skipped(UNSUPPORTED);
        }
        return McSelection.chose(best.choice().label(), reasoning(scores));
    }

    private static String reasoning(List<Score> scores) {
        var text = new StringBuilder(OfflineLabel.SELECTION).append('\n');
        for (var score : scores) {
            text.append(String.format(
                    Locale.ROOT,
                    "%n- (%s) support %.2f: %d of %d distinguishing terms found in the research%s",
                    score.choice().label(),
                    score.share(),
                    score.supported().size(),
                    score.distinguishing(),
                    score.supported().isEmpty() ? "" : " (" + String.join(", ", score.supported()) + ")"));
        }
        return text.toString();
    }

    /**
     * The research without its step headings and source lists: a heading repeats the question, whose
     * facts would otherwise count as support for any choice that restates them.
     */
    static String findings(String research) {
        var kept = new StringBuilder();
        boolean inSources = false;
        for (String line : OfflineLabel.strip(research).split("\\R")) {
            String trimmed = line.strip();
            if (trimmed.startsWith("#")) {
                inSources = trimmed.toLowerCase(Locale.ROOT).startsWith("## sources");
                continue;
            }
            if (!inSources) {
                kept.append(line).append('\n');
            }
        }
        return kept.toString();
    }

    /** Term → the word as written in the choice, leaving out terms every choice shares. */
    private static Map<String, String> distinguishingWords(String text, Set<String> common) {
        var words = new LinkedHashMap<String, String>();
        for (String word : Terms.words(text)) {
            String term = Terms.term(word);
            if (term != null && !common.contains(term)) {
                words.putIfAbsent(term, word);
            }
        }
        return words;
    }

    private static Set<String> commonTerms(List<Choice> choices) {
        if (choices.size() < 2) {
            return Set.of();
        }
        var common = new HashSet<>(Terms.of(choices.get(0).text()));
        choices.forEach(c -> common.retainAll(Terms.of(c.text())));
        return common;
    }
}
