package io.legalagent.contracts.custody;

import io.legalagent.contracts.NodeName;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The kinds of part a run's state is cut into for custody, each with the nodes allowed to produce
 * it. A part is named {@code kind} or {@code kind.key} (a step id, or a node's id for the parts every
 * node adds under its own name). Fields outside every part (telemetry, the carried embedding) are
 * not vouched for; docs/security.md lists them.
 */
public enum PartKind {
    /** The accepted question: ids, text, choices, library, owner, the frozen pack it names. */
    QUESTION("question", NodeName.GUARD),
    /** What the guard's screen made of the question, and the frozen passages it let in. */
    SCREEN("screen", NodeName.GUARD),
    /** The classifier's route: the query type, which a reviewer's edit may switch. */
    ROUTE("route", NodeName.CLASSIFIER, NodeName.REVIEWER),
    /** One planned step (phase and question), keyed by step id; a reviewer's edit produces its steps. */
    PLAN("plan", NodeName.PLANNER, NodeName.REPLANNER, NodeName.REVIEWER),
    /** A cached answer the planner reused after checking it. */
    MEMORY_HIT("memory-hit", NodeName.PLANNER),
    /** One step's evidence: queries, passage ids and hashes, its answer; keyed by step id. */
    EVIDENCE("evidence", NodeName.EXECUTOR),
    /** The collection the evidence came from. */
    CORPUS("corpus", NodeName.EXECUTOR),
    /** A step judged complete; keyed by step id. */
    COMPLETED("completed", NodeName.EVALUATOR),
    /** A step judged failed (or that could not run); keyed by step id. */
    FAILED("failed", NodeName.EVALUATOR, NodeName.EXECUTOR),
    /** The evaluator's summaries and its count of evaluations. */
    EVALUATION("evaluation", NodeName.EVALUATOR),
    /** The research answer: composed for a choice, or reused from memory. */
    ANSWER("answer", NodeName.PLANNER, NodeName.MC_SELECTOR),
    /** The chosen letter and its reasoning. */
    LETTER("letter", NodeName.MC_SELECTOR),
    /** The reviews the question asked for: what the guard accepted. */
    REVIEW_REQUEST("review-request", NodeName.GUARD),
    /** One review: what was shown and the decision, with who made it and when; keyed by round number. */
    REVIEW("review", NodeName.REVIEWER),
    /** Whether the answer deserves a place in QA memory. */
    CACHING("caching", NodeName.MEMORY),
    /** The run's status, error and degradation: any node may end or degrade a run. */
    OUTCOME("outcome", NodeName.values()),
    /** The recorded model outputs of one node, keyed by that node's id: that node's alone. */
    OUTPUTS("outputs"),
    /** The frozen constants of one node, keyed by that node's id: that node's alone. */
    CONSTANTS("constants");

    private final String id;
    private final Set<NodeName> producers;

    PartKind(String id, NodeName... producers) {
        this.id = id;
        this.producers = producers.length == 0 ? Set.of() : Set.copyOf(EnumSet.of(producers[0], producers));
    }

    public String id() {
        return id;
    }

    /** The name of this kind's part for {@code key}; the kind's id alone when the key is null. */
    public String part(Object key) {
        return key == null ? id : id + "." + key;
    }

    /** May {@code node} produce the part named {@code name} of this kind? */
    public boolean allows(NodeName node, String name) {
        if (this == OUTPUTS || this == CONSTANTS) {
            return name.equals(part(node.id()));
        }
        return producers.contains(node);
    }

    /** The kind of the part named {@code name}. */
    public static Optional<PartKind> of(String name) {
        int dot = name.indexOf('.');
        String id = dot < 0 ? name : name.substring(0, dot);
        for (var kind : values()) {
            if (kind.id.equals(id)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
