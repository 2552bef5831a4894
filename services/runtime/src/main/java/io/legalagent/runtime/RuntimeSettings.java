package io.legalagent.runtime;

import io.legalagent.contracts.Topic;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the node runtime, {@code legal.runtime.*}.
 *
 * @param maxHops visits a run may make before it is stopped with a FAILED answer; counted afresh
 *     after each reviewer's decision, which resumes it
 * @param partitions partitions of every topic the runtime declares
 * @param replicas replication factor of those topics
 * @param concurrency consumer threads per node in one process
 * @param retry how a node that throws a transient failure is retried
 * @param shutdownTimeout how long a stopping node waits for its in-flight hop to finish; a hop still
 *     running then is interrupted and rolled back, and the record goes to the partition's next owner
 * @param abortTimeout how long a stopping node then waits for the interrupted hops to roll back
 * @param exactlyOnce true (default): one Kafka transaction per hop covers its writes and its consumed
 *     offset. false: at-least-once, for measuring what the transactions cost; a hop's writes go
 *     through a plain idempotent producer and are acknowledged before its offset is committed, so a
 *     crash between the two repeats the hop (its records are written twice), and nothing is lost
 * @param kafka the Kafka clients' timeouts and poll sizing
 * @param requestIdWindow how long a request id is remembered: a second question under an id used
 *     within this window is refused; the guard reads only this much of {@code legal.request-ids},
 *     whose retention the runtime declares the same
 * @param declareTopics true (default): the node creates the catalogue's missing topics at start-up.
 *     false where an admin creates them and the node's identity may not (brokers with ACLs)
 * @param instanceId a name for this process that stays the same when it restarts and that no other
 *     process of the same node has (the launcher: the service's name; Kubernetes: the pod's name).
 *     With it the node is a static member of its consumer group, so its partitions wait for it
 *     through a restart instead of moving, and its transactional ids are stable, so the restarted
 *     process fences its predecessor and aborts the transaction that one left open at once, instead
 *     of after the transaction timeout. Unset: a random identity per start
 */
@ConfigurationProperties("legal.runtime")
public record RuntimeSettings(
        @DefaultValue("30") int maxHops,
        @DefaultValue("" + Topic.PARTITIONS) int partitions,
        @DefaultValue("1") short replicas,
        @DefaultValue("1") int concurrency,
        @DefaultValue Retry retry,
        @DefaultValue("30s") Duration shutdownTimeout,
        @DefaultValue("5s") Duration abortTimeout,
        @DefaultValue("true") boolean exactlyOnce,
        @DefaultValue KafkaClients kafka,
        @DefaultValue("7d") Duration requestIdWindow,
        @DefaultValue("true") boolean declareTopics,
        @Nullable String instanceId) {

    /** The defaults, bound from no properties at all: each default is written once, above. */
    static RuntimeSettings defaults() {
        return new Binder().bindOrCreate("legal.runtime", RuntimeSettings.class);
    }

    /**
     * Exponential backoff for transient node failures; after {@code attempts} tries the run fails.
     * The defaults keep a hop trying for about a minute and a half (1 + 2 + 4 + 8 + 5 × 15 s of
     * waits), so that a model server that is down for about a minute costs time, not runs.
     */
    public record Retry(
            @DefaultValue("10") int attempts,
            @DefaultValue("1s") Duration initialInterval,
            @DefaultValue("2.0") double multiplier,
            @DefaultValue("15s") Duration maxInterval) {
        public Retry {
            attempts = Math.max(1, attempts);
        }

        /** The waits between the tries, in order: one fewer than the tries. */
        List<Duration> waits() {
            var waits = new ArrayList<Duration>();
            double next = initialInterval.toMillis();
            for (int i = 1; i < attempts; i++) {
                waits.add(Duration.ofMillis((long) Math.min(next, maxInterval.toMillis())));
                next *= multiplier;
            }
            return waits;
        }

        /** How long a transiently failing hop keeps being retried, not counting the tries themselves. */
        Duration window() {
            return waits().stream().reduce(Duration.ZERO, Duration::plus);
        }
    }
}
