package io.legalagent.ports;

import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.Sha256;
import java.util.List;

/**
 * Exactly what a step's synthesis sees: the step question and the kept passages in rank order, each
 * passage longer than twice {@code headTailChars} cut to its first and last {@code headTailChars}
 * characters (the opening and the conclusion of a long text carry most of its law). The rendered
 * text and its SHA-256 depend on nothing but these inputs, so the same retrieval gives the same hash.
 */
public record ContextWindow(String question, List<Evidence> passages, String text, String sha256) {
    /** Marks where a trimmed passage was cut. */
    static final String CUT = "\n[…]\n";

    public ContextWindow {
        passages = List.copyOf(passages);
    }

    public static ContextWindow of(String question, List<Evidence> evidence, int headTailChars) {
        var trimmed = evidence.stream().map(e -> trimmed(e, headTailChars)).toList();
        String text = render(question, trimmed);
        return new ContextWindow(question, trimmed, text, Sha256.hex(text));
    }

    /** The passage with its text cut head–tail; id, source, score and the original text's hash stay. */
    static Evidence trimmed(Evidence passage, int headTailChars) {
        String text = headTail(passage.text(), headTailChars);
        return text.equals(passage.text())
                ? passage
                : new Evidence(passage.id(), text, passage.source(), passage.score(), passage.sha256());
    }

    /** The first and last {@code n} code points when the text is longer than {@code 2n}. */
    static String headTail(String text, int n) {
        if (n <= 0 || text.codePointCount(0, text.length()) <= 2 * n) {
            return text;
        }
        int headEnd = text.offsetByCodePoints(0, n);
        int tailStart = text.offsetByCodePoints(text.length(), -n);
        return text.substring(0, headEnd) + CUT + text.substring(tailStart);
    }

    /** Passages numbered from 1 in rank order, as the citations {@code [Source N]} refer to them. */
    private static String render(String question, List<Evidence> passages) {
        var text = new StringBuilder("Question:\n").append(question).append("\n\nEvidence:");
        for (int n = 1; n <= passages.size(); n++) {
            var passage = passages.get(n - 1);
            text.append("\n\n[Source ").append(n).append(']');
            if (!passage.source().isBlank()) {
                text.append(" (").append(passage.source()).append(')');
            }
            text.append('\n').append(passage.text().strip());
        }
        return text.toString();
    }
}
