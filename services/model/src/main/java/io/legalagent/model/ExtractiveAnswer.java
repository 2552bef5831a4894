package io.legalagent.model;

import io.legalagent.contracts.Evidence;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The offline synthesis: the evidence sentences that share the most terms with the question, each
 * followed by the citation of its passage, then the source list. It can only quote; it never states
 * anything the passages do not.
 */
final class ExtractiveAnswer {
    static final int SENTENCES = 5;
    private static final int MAX_SENTENCE_CHARS = 600;

    private record Candidate(String sentence, int source, int position, int overlap) {}

    private ExtractiveAnswer() {}

    static String write(String question, List<Evidence> evidence) {
        var asked = Terms.of(question);
        var candidates = new ArrayList<Candidate>();
        for (int n = 1; n <= evidence.size(); n++) {
            var sentences = sentences(evidence.get(n - 1).text());
            for (int i = 0; i < sentences.size(); i++) {
                var terms = new HashSet<>(Terms.of(sentences.get(i)));
                terms.retainAll(asked);
                candidates.add(new Candidate(sentences.get(i), n, i, terms.size()));
            }
        }
        // Most overlap first; ties keep passage order, then sentence order, so the output is stable.
        candidates.sort(Comparator.comparingInt(Candidate::overlap)
                .reversed()
                .thenComparingInt(Candidate::source)
                .thenComparingInt(Candidate::position));
        var chosen = candidates.stream()
                .filter(c -> c.overlap() > 0)
                .limit(SENTENCES)
                .toList();
        var text = new StringBuilder(OfflineLabel.ANSWER).append("\n\n");
        if (chosen.isEmpty()) {
            text.append(
                    "No evidence sentence shares a term with the question; the passages' opening sentences follow.\n\n");
            chosen = candidates.stream()
                    .filter(c -> c.position() == 0)
                    .sorted(Comparator.comparingInt(Candidate::source))
                    .limit(SENTENCES)
                    .toList();
        }
        for (var candidate : chosen) {
            text.append("- ")
                    .append(candidate.sentence())
                    .append(" [Source ")
                    .append(candidate.source())
                    .append("]\n");
        }
        text.append("\n## Sources\n");
        cited(chosen).forEach(n -> text.append("- **Source ")
                .append(n)
                .append("**: ")
                .append(label(evidence.get(n - 1)))
                .append('\n'));
        return text.toString().strip();
    }

    private static Set<Integer> cited(List<Candidate> chosen) {
        var cited = new TreeSet<Integer>();
        chosen.forEach(c -> cited.add(c.source()));
        return cited;
    }

    private static String label(Evidence passage) {
        return passage.source().isBlank() ? passage.id() : passage.source() + " (" + passage.id() + ")";
    }

    static List<String> sentences(String text) {
        var sentences = new ArrayList<String>();
        var iterator = BreakIterator.getSentenceInstance(Locale.ROOT);
        String flat = text.replaceAll("\\s+", " ").strip();
        iterator.setText(flat);
        int start = iterator.first();
        for (int end = iterator.next(); end != BreakIterator.DONE; start = end, end = iterator.next()) {
            String sentence = flat.substring(start, end).strip();
            if (!sentence.isEmpty()) {
                sentences.add(
                        sentence.length() <= MAX_SENTENCE_CHARS
                                ? sentence
                                : sentence.substring(0, MAX_SENTENCE_CHARS) + "…");
            }
        }
        return sentences;
    }
}
