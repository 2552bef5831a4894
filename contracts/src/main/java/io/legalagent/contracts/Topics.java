package io.legalagent.contracts;

import java.util.List;

/** Topic names as compile-time constants; {@link Topic} is the catalogue with their layout. */
public final class Topics {
    public static final String QUESTIONS = "legal.questions";
    public static final String ANSWERS = "legal.answers";
    public static final String PROGRESS = "legal.progress";
    /**
     * The request ids the guard has seen in the last week, one compacted record per id: the id's first run. Partition
     * p holds the ids of the questions read from partition p of {@link #QUESTIONS}, so both topics
     * need the same number of partitions.
     */
    public static final String REQUEST_IDS = "legal.request-ids";

    /**
     * Questions the gateway asks for its signed-in callers, each stating its {@link Owner}. Only the
     * gateway's identity may write here; the guard takes an asker from this topic alone, and gives a
     * question on {@link #QUESTIONS} the owner configured for that topic. Same partitions as
     * {@link #QUESTIONS}: both feed {@link #REQUEST_IDS}.
     */
    public static final String GATEWAY_QUESTIONS = "legal.gateway.questions";

    /** Who did what through the gateway, allowed or refused ({@link AuditRecord}); written by the gateway only. */
    public static final String AUDIT = "legal.audit";

    /** Files into a library, or documents out of it ({@link DocumentRequest}); read by the ingest service. */
    public static final String DOCUMENTS = "legal.documents";
    /** Each file's progress through the ingest ({@link DocumentProgress}); runs have {@link #PROGRESS}. */
    public static final String DOCUMENT_PROGRESS = "legal.document-progress";

    /**
     * The pack sets the stack knows ({@link PackRegistration}), compacted, keyed by the pack set's
     * SHA-256; written only by the pack registrar, read by the guard, which accepts a frozen context
     * only from a registered pack.
     */
    public static final String PACKS = "legal.packs";

    public static final String CLASSIFIER = "agent.classifier";
    public static final String PLANNER = "agent.planner";
    public static final String EXECUTOR = "agent.executor";
    public static final String EVALUATOR = "agent.evaluator";
    public static final String REPLANNER = "agent.replanner";
    public static final String MC_SELECTOR = "agent.mc-selector";
    public static final String MEMORY = "agent.memory";
    public static final String OBSERVER = "agent.observer";
    /** Runs that pause for a reviewer, on their way to being parked. */
    public static final String REVIEWER = "agent.reviewer";

    /**
     * Runs parked for a review, compacted, keyed by run id: the latest state of each run that waits or
     * waited, with its reviews. Written only by the reviewer node; the gateway reads it to list
     * reviews and show a paused run's timeline after {@link #PROGRESS} has dropped it.
     */
    public static final String REVIEW = "agent.review";
    /** Reviewers' decisions ({@code ReviewDecision}), keyed by run id; the reviewer node applies each once. */
    public static final String DECISIONS = "legal.decisions";
    /** What happened to each review ({@code ReviewEvent}), keyed by run id, for the page and for mail or chat. */
    public static final String REVIEWS = "legal.reviews";

    /**
     * Header of every record on {@link #PROGRESS}: the run's request id, so a reader can pick its
     * events without parsing them. Records on {@link #ANSWERS} carry the request id as their key.
     */
    public static final String REQUEST_ID_HEADER = "legal.request-id";

    /** Suffix of the dead-letter topic that belongs to each inbox. */
    public static final String DEAD_LETTER_SUFFIX = ".DLT";

    /** Every inbox, one per node, in loop order. */
    public static final List<String> INBOXES = List.of(
            QUESTIONS, CLASSIFIER, PLANNER, EXECUTOR, EVALUATOR, REPLANNER, MC_SELECTOR, MEMORY, OBSERVER, REVIEWER);

    private Topics() {}

    public static String deadLetterOf(String inbox) {
        return inbox + DEAD_LETTER_SUFFIX;
    }

    /** Inboxes, their dead-letter topics, answers, progress and the request ids. */
    public static List<String> all() {
        return Topic.names();
    }

    /** Topics that keep the latest record per key (log compaction), not every record. */
    public static boolean compacted(String topic) {
        return java.util.Arrays.stream(Topic.values())
                .anyMatch(t -> t.topicName().equals(topic) && t.cleanupPolicy() != Topic.CleanupPolicy.DELETE);
    }
}
