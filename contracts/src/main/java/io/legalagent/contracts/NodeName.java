package io.legalagent.contracts;

/**
 * The nodes of the research loop (nine in every run, and the reviewer for runs that ask for review), each with the one topic it reads and the most model calls
 * one visit can make (the design's table: the executor rewrites and synthesizes one step per visit).
 */
public enum NodeName {
    GUARD("guard", Topics.QUESTIONS, 1),
    CLASSIFIER("classifier", Topics.CLASSIFIER, 1),
    PLANNER("planner", Topics.PLANNER, 1),
    EXECUTOR("executor", Topics.EXECUTOR, 2),
    EVALUATOR("evaluator", Topics.EVALUATOR, 0),
    REPLANNER("replanner", Topics.REPLANNER, 1),
    MC_SELECTOR("mc-selector", Topics.MC_SELECTOR, 1),
    MEMORY("memory", Topics.MEMORY, 0),
    OBSERVER("observer", Topics.OBSERVER, 0),
    /** Parks a run for a person's review and resumes it on their decision; not in every run's path. */
    REVIEWER("reviewer", Topics.REVIEWER, 0);

    private final String id;
    private final String inbox;
    private final int maxModelCalls;

    NodeName(String id, String inbox, int maxModelCalls) {
        this.id = id;
        this.inbox = inbox;
        this.maxModelCalls = maxModelCalls;
    }

    /** Short name used for consumer groups, metrics and logs. */
    public String id() {
        return id;
    }

    public String inbox() {
        return inbox;
    }

    /**
     * The most model calls one visit of this node makes (retries of a call not counted). The runtime
     * sizes how long a hop may hold its consumer from it.
     */
    public int maxModelCalls() {
        return maxModelCalls;
    }
}
