package io.legalagent.contracts;

/** The nine nodes of the research loop, each with the one topic it reads. */
public enum NodeName {
    GUARD("guard", Topics.QUESTIONS),
    CLASSIFIER("classifier", Topics.CLASSIFIER),
    PLANNER("planner", Topics.PLANNER),
    EXECUTOR("executor", Topics.EXECUTOR),
    EVALUATOR("evaluator", Topics.EVALUATOR),
    REPLANNER("replanner", Topics.REPLANNER),
    MC_SELECTOR("mc-selector", Topics.MC_SELECTOR),
    MEMORY("memory", Topics.MEMORY),
    OBSERVER("observer", Topics.OBSERVER);

    private final String id;
    private final String inbox;

    NodeName(String id, String inbox) {
        this.id = id;
        this.inbox = inbox;
    }

    /** Short name used for consumer groups, metrics and logs. */
    public String id() {
        return id;
    }

    public String inbox() {
        return inbox;
    }
}
