package io.legalagent.contracts;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The citations of an answer's text. A step's answer cites its passages as {@code [Source n]}; the
 * answer scopes them per step as {@code [Query q][Source n]}, since every step numbers its passages
 * from 1. Which passages an answer cites decides its {@code sources}; the rest it kept are {@code
 * alsoConsulted}.
 */
public final class Citations {
    private static final Pattern SOURCE = Pattern.compile("\\[Source\\s+(\\d+)]");
    private static final Pattern SCOPED = Pattern.compile("\\[Query\\s+(\\d+)]\\s*\\[Source\\s+(\\d+)]");
    /** A step's own source map: a "Sources" heading and everything after it. */
    private static final Pattern SOURCE_MAP = Pattern.compile("(?ms)^#{1,6}\\s*Sources\\s*$.*");

    private Citations() {}

    /** One scoped citation: the passage numbered {@code number} in step {@code query} of the answer. */
    public record Cite(int query, int number) {
        public boolean of(Source source) {
            return source.query() == query && source.number() == number;
        }
    }

    /** The step answer without its own source map: the answer lists every step's sources once. */
    public static String withoutSourceMap(String stepAnswer) {
        return SOURCE_MAP.matcher(stepAnswer).replaceFirst("").strip();
    }

    /** The step answer with each {@code [Source n]} scoped to its step, {@code [Query q][Source n]}. */
    public static String scoped(String stepAnswer, int query) {
        return SOURCE.matcher(stepAnswer)
                .replaceAll(m -> Matcher.quoteReplacement("[Query " + query + "][Source " + m.group(1) + "]"));
    }

    /** The scoped citations in {@code text}, in order of first appearance. */
    public static Set<Cite> in(String text) {
        var cites = new LinkedHashSet<Cite>();
        if (text == null) {
            return cites;
        }
        var m = SCOPED.matcher(text);
        while (m.find()) {
            cites.add(new Cite(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
        }
        return cites;
    }

    /**
     * What the answer of {@code state} cites: its research (the cached research of a memory hit, else
     * each reported step's answer, scoped) and the reasoning of its multiple-choice selection.
     */
    public static Set<Cite> of(AgentState state) {
        var text = new StringBuilder();
        var hit = state.research().memoryHit();
        if (hit != null) {
            text.append(hit.answer());
        } else {
            var steps = state.research().reportedSteps();
            for (int q = 1; q <= steps.size(); q++) {
                text.append(scoped(withoutSourceMap(steps.get(q - 1).execution().answer()), q))
                        .append('\n');
            }
        }
        var selection = state.outcome().mcSelection();
        if (selection != null && selection.reasoning() != null) {
            text.append('\n').append(selection.reasoning());
        }
        return in(text.toString());
    }
}
