package io.legalagent.ports;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.Source;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The markdown answer the caller reads, composed from a settled state alone: the observer writes it,
 * and a replay composes it again from a ResearchPack to check it byte for byte.
 */
public final class FinalAnswer {
    static final String SOURCES = "## Sources";
    static final String ALSO_CONSULTED = "## Also consulted";

    private FinalAnswer() {}

    public static String compose(AgentState state) {
        return switch (state.status()) {
            case REJECTED -> "Rejected: " + reason(state);
            case FAILED -> "Failed: " + reason(state);
                // The reviewer's reason says who declined it in review, when, and why (or that no one decided).
            case DECLINED -> "Declined: " + reason(state);
            default -> answered(state);
        };
    }

    /**
     * The research an answer's text was composed from: its text without what {@link #compose} put
     * around the research (what cut it short, the choice, the sources), so that research reused from
     * QA memory never carries the letter chosen for the run that made it. Empty for an answer from
     * the cache (its text names its source with a similarity it does not record) or one whose text
     * was not composed here.
     */
    public static Optional<String> researchOf(Answer answer) {
        if (answer.fromCache() || answer.answer() == null) {
            return Optional.empty();
        }
        var pack = answer.researchPack();
        String prefix = degradation(answer.degraded());
        String suffix = selection(pack == null ? null : pack.selection())
                + block(SOURCES, answer.sources())
                + block(ALSO_CONSULTED, answer.alsoConsulted() == null ? List.of() : answer.alsoConsulted());
        String text = answer.answer();
        if (text.length() < prefix.length() + suffix.length() || !text.startsWith(prefix) || !text.endsWith(suffix)) {
            return Optional.empty();
        }
        return Optional.of(text.substring(prefix.length(), text.length() - suffix.length()));
    }

    /** The chosen letter and its reasoning, or why none was chosen; nothing for an open question. */
    public static String selection(McSelection selection) {
        if (selection == null) {
            return "";
        }
        if (selection.selected()) {
            String reasoning =
                    selection.reasoning() == null || selection.reasoning().isBlank()
                            ? ""
                            : "\n\n" + selection.reasoning();
            return "\n\n---\n\n**Answer: (" + selection.letter() + ")**" + reasoning;
        }
        String because = selection.skippedBecause() == null ? "no reason was given" : selection.skippedBecause();
        return "\n\n---\n\n_No answer choice was selected: " + because + "_";
    }

    /**
     * What cut the research short, first; then the research (fresh, or cached: a memory hit set it),
     * the choice if any, and the sources.
     */
    private static String answered(AgentState state) {
        String research =
                state.outcome().finalAnswer() == null ? "" : state.outcome().finalAnswer();
        return degradation(state.outcome().degradation())
                + provenance(state)
                + research
                + selection(state.outcome().mcSelection())
                + sources(state);
    }

    /** The sentence that tells a reader the answer rests on less research than planned; empty if it does not. */
    static String degradation(Degradation degradation) {
        if (degradation == null) {
            return "";
        }
        return switch (degradation.kind()) {
            case MODEL_UNAVAILABLE -> "_The model was unavailable (at the " + degradation.node()
                    + ", after every retry), so this answer rests on the research completed before then"
                    + " and no further model call was made. Ask again later for a complete answer._\n\n";
        };
    }

    /** Where cached research came from: the run that made it and how close the two questions are. */
    static String provenance(AgentState state) {
        var hit = state.research().memoryHit();
        if (hit == null) {
            return "";
        }
        return String.format(
                Locale.ROOT,
                "_Research reused from QA memory: run %s, asked as a question of similarity %.3f to this one._\n\n",
                hit.sourceRunId() == null ? "(unknown)" : hit.sourceRunId(),
                hit.similarity());
    }

    private static String reason(AgentState state) {
        return state.outcome().error() == null
                ? "no reason was recorded"
                : state.outcome().error().reason();
    }

    /**
     * The cited passages, numbered as the research (fresh or cached) cites them, then apart the
     * passages the research kept and did not cite.
     */
    private static String sources(AgentState state) {
        return block(SOURCES, Answer.sourcesOf(state)) + block(ALSO_CONSULTED, Answer.alsoConsultedOf(state));
    }

    /**
     * Where the passage comes from: a library document's citation (title, file, pages), else the
     * corpus source's name, else nothing.
     */
    static String origin(Source passage) {
        if (passage.document() != null) {
            return " — " + passage.document().citation();
        }
        return passage.source() == null || passage.source().isBlank() ? "" : " — " + passage.source();
    }

    private static String block(String heading, List<Source> passages) {
        var lines = new ArrayList<String>();
        for (var passage : passages) {
            lines.add("- [Query " + passage.query() + "][Source " + passage.number() + "] " + passage.id()
                    + origin(passage));
        }
        return lines.isEmpty() ? "" : "\n\n" + heading + "\n" + String.join("\n", lines);
    }
}
