package io.legalagent.ports;

import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.HeadTail;
import io.legalagent.contracts.RpConstants;
import io.legalagent.contracts.Sha256;
import java.util.List;

/**
 * Exactly what a step's synthesis sees: the step question and the kept passages in rank order, each
 * passage trimmed head-tail by the frozen constants ({@link HeadTail}: above 80,000 characters the
 * first and last 40,000). The rendered text and its SHA-256 depend on nothing but these inputs, so the
 * same retrieval gives the same hash.
 */
public record ContextWindow(String question, List<Evidence> passages, String text, String sha256) {
    public ContextWindow {
        passages = List.copyOf(passages);
    }

    public static ContextWindow of(String question, List<Evidence> evidence) {
        return of(question, evidence, RpConstants.V1_1);
    }

    /** With another constants record: a replay of a pack built under an earlier version. */
    public static ContextWindow of(String question, List<Evidence> evidence, RpConstants constants) {
        var trimmed = evidence.stream().map(e -> trimmed(e, constants)).toList();
        String text = render(question, trimmed);
        return new ContextWindow(question, trimmed, text, Sha256.hex(text));
    }

    /** The passage with its text cut head–tail; id, source, score, document and the original text's hash stay. */
    static Evidence trimmed(Evidence passage, RpConstants constants) {
        String text = HeadTail.trim(passage.text(), constants);
        return text.equals(passage.text())
                ? passage
                : new Evidence(
                        passage.id(), text, passage.source(), passage.score(), passage.sha256(), passage.document());
    }

    /** Passages numbered from 1 in rank order, as the citations {@code [Source N]} refer to them. */
    private static String render(String question, List<Evidence> passages) {
        var text = new StringBuilder("Question:\n").append(question).append("\n\nEvidence:");
        for (int n = 1; n <= passages.size(); n++) {
            var passage = passages.get(n - 1);
            text.append("\n\n[Source ").append(n).append(']');
            // A document passage is named by its citation, so a synthesis can cite the page.
            String origin = passage.document() != null ? passage.document().citation() : passage.source();
            if (!origin.isBlank()) {
                text.append(" (").append(origin).append(')');
            }
            text.append('\n').append(passage.text().strip());
        }
        return text.toString();
    }
}
