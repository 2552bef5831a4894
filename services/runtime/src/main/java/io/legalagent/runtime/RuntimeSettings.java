package io.legalagent.runtime;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the node runtime, {@code legal.runtime.*}.
 *
 * @param maxHops visits a run may make before it is stopped with a FAILED answer
 * @param partitions partitions of every topic the runtime declares
 * @param replicas replication factor of those topics
 * @param concurrency consumer threads per node in one process
 * @param retry how a node that throws a transient failure is retried
 * @param shutdownTimeout how long a stopping node waits for its in-flight hop to finish
 * @param exactlyOnce true (default): one Kafka transaction per hop covers its writes and its consumed
 *     offset. false: at-least-once, for measuring what the transactions cost; a hop's writes go
 *     through a plain idempotent producer and are acknowledged before its offset is committed, so a
 *     crash between the two repeats the hop (its records are written twice), and nothing is lost
 */
@ConfigurationProperties("legal.runtime")
public record RuntimeSettings(
        Integer maxHops,
        Integer partitions,
        Short replicas,
        Integer concurrency,
        Retry retry,
        Duration shutdownTimeout,
        Boolean exactlyOnce) {

    public RuntimeSettings {
        maxHops = maxHops == null ? 30 : maxHops;
        partitions = partitions == null ? 6 : partitions;
        replicas = replicas == null ? 1 : replicas;
        concurrency = concurrency == null ? 1 : concurrency;
        retry = retry == null ? new Retry(null, null, null, null) : retry;
        shutdownTimeout = shutdownTimeout == null ? Duration.ofSeconds(30) : shutdownTimeout;
        exactlyOnce = exactlyOnce == null || exactlyOnce;
    }

    /**
     * Exponential backoff for transient node failures; after {@code attempts} tries the run fails.
     */
    public record Retry(Integer attempts, Duration initialInterval, Double multiplier, Duration maxInterval) {
        public Retry {
            attempts = attempts == null ? 4 : attempts;
            initialInterval = initialInterval == null ? Duration.ofMillis(200) : initialInterval;
            multiplier = multiplier == null ? 2.0 : multiplier;
            maxInterval = maxInterval == null ? Duration.ofSeconds(5) : maxInterval;
        }
    }
}
