package io.legalagent.contracts;

import java.util.List;

/** The topic catalogue. Every topic name the system uses is a constant here. */
public final class Topics {
    public static final String QUESTIONS = "legal.questions";
    public static final String ANSWERS = "legal.answers";
    public static final String PROGRESS = "legal.progress";

    public static final String CLASSIFIER = "agent.classifier";
    public static final String PLANNER = "agent.planner";
    public static final String EXECUTOR = "agent.executor";
    public static final String EVALUATOR = "agent.evaluator";
    public static final String REPLANNER = "agent.replanner";
    public static final String MC_SELECTOR = "agent.mc-selector";
    public static final String MEMORY = "agent.memory";
    public static final String OBSERVER = "agent.observer";

    /** Suffix of the dead-letter topic that belongs to each inbox. */
    public static final String DEAD_LETTER_SUFFIX = ".DLT";

    /** Every inbox, one per node, in loop order. */
    public static final List<String> INBOXES =
            List.of(QUESTIONS, CLASSIFIER, PLANNER, EXECUTOR, EVALUATOR, REPLANNER, MC_SELECTOR, MEMORY, OBSERVER);

    private Topics() {}

    public static String deadLetterOf(String inbox) {
        return inbox + DEAD_LETTER_SUFFIX;
    }

    /** Inboxes, their dead-letter topics, answers and progress. */
    public static List<String> all() {
        var all = new java.util.ArrayList<String>(INBOXES);
        INBOXES.forEach(inbox -> all.add(deadLetterOf(inbox)));
        all.add(ANSWERS);
        all.add(PROGRESS);
        return List.copyOf(all);
    }
}
