package io.legalagent.contracts;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * The topic catalogue: every topic with its name, partitions, retention and cleanup policy. The
 * runtime declares these topics; compose's kafka-init and the k8s KafkaTopics are checked against
 * this enum by one test in deploy-test.
 *
 * <p>Every topic has the same partition count: the guard writes the ids of the questions read from
 * partition p of {@link #QUESTIONS} to partition p of {@link #REQUEST_IDS}, and KEDA caps a node's
 * replicas at its inbox's partitions, so one count keeps both rules true.
 */
public enum Topic {
    QUESTIONS(Topics.QUESTIONS, Retention.INBOX),
    CLASSIFIER(Topics.CLASSIFIER, Retention.INBOX),
    PLANNER(Topics.PLANNER, Retention.INBOX),
    EXECUTOR(Topics.EXECUTOR, Retention.INBOX),
    EVALUATOR(Topics.EVALUATOR, Retention.INBOX),
    REPLANNER(Topics.REPLANNER, Retention.INBOX),
    MC_SELECTOR(Topics.MC_SELECTOR, Retention.INBOX),
    MEMORY(Topics.MEMORY, Retention.INBOX),
    OBSERVER(Topics.OBSERVER, Retention.INBOX),
    REVIEWER(Topics.REVIEWER, Retention.INBOX),
    QUESTIONS_DLT(Topics.deadLetterOf(Topics.QUESTIONS), Retention.DEAD_LETTER),
    CLASSIFIER_DLT(Topics.deadLetterOf(Topics.CLASSIFIER), Retention.DEAD_LETTER),
    PLANNER_DLT(Topics.deadLetterOf(Topics.PLANNER), Retention.DEAD_LETTER),
    EXECUTOR_DLT(Topics.deadLetterOf(Topics.EXECUTOR), Retention.DEAD_LETTER),
    EVALUATOR_DLT(Topics.deadLetterOf(Topics.EVALUATOR), Retention.DEAD_LETTER),
    REPLANNER_DLT(Topics.deadLetterOf(Topics.REPLANNER), Retention.DEAD_LETTER),
    MC_SELECTOR_DLT(Topics.deadLetterOf(Topics.MC_SELECTOR), Retention.DEAD_LETTER),
    MEMORY_DLT(Topics.deadLetterOf(Topics.MEMORY), Retention.DEAD_LETTER),
    OBSERVER_DLT(Topics.deadLetterOf(Topics.OBSERVER), Retention.DEAD_LETTER),
    REVIEWER_DLT(Topics.deadLetterOf(Topics.REVIEWER), Retention.DEAD_LETTER),
    ANSWERS(Topics.ANSWERS, Retention.DEAD_LETTER),
    PROGRESS(Topics.PROGRESS, Retention.PROGRESS),
    REQUEST_IDS(Topics.REQUEST_IDS, Retention.LEDGER),
    DOCUMENTS(Topics.DOCUMENTS, Retention.INBOX),
    DOCUMENTS_DLT(Topics.deadLetterOf(Topics.DOCUMENTS), Retention.DEAD_LETTER),
    DOCUMENT_PROGRESS(Topics.DOCUMENT_PROGRESS, Retention.PROGRESS),
    GATEWAY_QUESTIONS(Topics.GATEWAY_QUESTIONS, Retention.INBOX),
    GATEWAY_QUESTIONS_DLT(Topics.deadLetterOf(Topics.GATEWAY_QUESTIONS), Retention.DEAD_LETTER),
    AUDIT(Topics.AUDIT, Retention.AUDIT),
    PACKS(Topics.PACKS, Retention.REGISTRY),
    REVIEW(Topics.REVIEW, Retention.PARKED),
    DECISIONS(Topics.DECISIONS, Retention.DEAD_LETTER),
    DECISIONS_DLT(Topics.deadLetterOf(Topics.DECISIONS), Retention.DEAD_LETTER),
    REVIEWS(Topics.REVIEWS, Retention.DEAD_LETTER);

    /** Partitions of every topic unless LEGAL_RUNTIME_PARTITIONS says otherwise. */
    public static final int PARTITIONS = 6;

    /** How long a topic keeps its records, and whether it compacts instead of deleting. */
    public enum Retention {
        /** A run lasts minutes; inboxes keep a week for inspection and replay. */
        INBOX(Duration.ofDays(7), CleanupPolicy.DELETE),
        /** Dead letters and answers keep 30 days. */
        DEAD_LETTER(Duration.ofDays(30), CleanupPolicy.DELETE),
        PROGRESS(Duration.ofDays(1), CleanupPolicy.DELETE),
        /**
         * The latest record per key, for a week: a request id is remembered that long (the guard's
         * {@code legal.runtime.request-id-window}), so the ledger a guard reads stays bounded.
         */
        LEDGER(Duration.ofDays(7), CleanupPolicy.COMPACT_DELETE),
        /** The audit trail keeps a year; a firm with a longer duty sets the topic's retention.ms higher. */
        AUDIT(Duration.ofDays(365), CleanupPolicy.DELETE),
        /** The latest record per key, never deleted by age (-1 ms): a registered pack set stays registered. */
        REGISTRY(Duration.ofMillis(-1), CleanupPolicy.COMPACT),
        /**
         * The latest record per key for 30 days: a parked run, pending or decided, stays readable well past
         * the longest review timeout ({@code legal.review.timeout}, 72 h by default), and then goes.
         */
        PARKED(Duration.ofDays(30), CleanupPolicy.COMPACT_DELETE);

        private final Duration time;
        private final CleanupPolicy cleanup;

        Retention(Duration time, CleanupPolicy cleanup) {
            this.time = time;
            this.cleanup = cleanup;
        }
    }

    /** Kafka's cleanup.policy values. */
    public enum CleanupPolicy {
        DELETE("delete"),
        /** The latest record per key, and none older than the retention. */
        COMPACT_DELETE("compact,delete"),
        /** The latest record per key, however old. */
        COMPACT("compact");

        private final String configValue;

        CleanupPolicy(String configValue) {
            this.configValue = configValue;
        }

        public String configValue() {
            return configValue;
        }
    }

    private final String topicName;
    private final Retention retention;

    Topic(String topicName, Retention retention) {
        this.topicName = topicName;
        this.retention = retention;
    }

    public String topicName() {
        return topicName;
    }

    public int partitions() {
        return PARTITIONS;
    }

    /** How long the topic keeps a record. */
    public Duration retention() {
        return retention.time;
    }

    public CleanupPolicy cleanupPolicy() {
        return retention.cleanup;
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(Topic::topicName).toList();
    }
}
