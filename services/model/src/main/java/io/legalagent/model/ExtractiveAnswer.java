package io.legalagent.model;

import io.legalagent.contracts.Evidence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The offline synthesis: the evidence sentences that share the most terms with the question, each
 * followed by the citation of its passage, then the source list. It can only quote; it never states
 * anything the passages do not.
 */
final class ExtractiveAnswer {
    static final int SENTENCES = 5;

    private record Candidate(String sentence, int source, int position, int overlap) {}

    private ExtractiveAnswer() {}

    static String write(String question, List<Evidence> evidence) {
        var asked = Terms.of(question);
        var candidates = new ArrayList<Candidate>();
        for (int n = 1; n <= evidence.size(); n++) {
            var sentences = EvidenceSentences.of(evidence.get(n - 1).text());
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
        var chosen = withContinuations(
                candidates.stream()
                        .filter(c -> c.overlap() > 0)
                        .limit(SENTENCES)
                        .toList(),
                candidates);
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

    /**
     * Where fewer sentences match than the answer has room for, the sentences that follow the matches
     * in their own passages fill it, one more after each match per round, best match first: a rule is
     * often stated right after the sentence that names it ("Battery is an intentional tort. The
     * defendant is liable when he acts intending to cause a harmful or offensive contact …").
     */
    private static List<Candidate> withContinuations(List<Candidate> matched, List<Candidate> all) {
        var answer = new ArrayList<>(matched);
        boolean grew = !answer.isEmpty();
        while (grew && answer.size() < SENTENCES) {
            grew = false;
            for (int i = 0; i < answer.size() && answer.size() < SENTENCES; i++) {
                var next = following(answer.get(i), all);
                if (next != null && !answer.contains(next)) {
                    answer.add(++i, next);
                    grew = true;
                }
            }
        }
        return answer;
    }

    private static Candidate following(Candidate sentence, List<Candidate> all) {
        return all.stream()
                .filter(c -> c.source() == sentence.source() && c.position() == sentence.position() + 1)
                .findFirst()
                .orElse(null);
    }

    private static Set<Integer> cited(List<Candidate> chosen) {
        var cited = new TreeSet<Integer>();
        chosen.forEach(c -> cited.add(c.source()));
        return cited;
    }

    /** A library document's passage by its citation (title, file, pages), a corpus passage by its source. */
    static String label(Evidence passage) {
        if (passage.document() != null) {
            return passage.document().citation() + " (" + passage.id() + ")";
        }
        return passage.source().isBlank() ? passage.id() : passage.source() + " (" + passage.id() + ")";
    }
}
