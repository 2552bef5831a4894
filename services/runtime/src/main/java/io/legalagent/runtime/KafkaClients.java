package io.legalagent.runtime;

import java.time.Duration;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Timeouts and poll sizing of the nodes' Kafka clients, {@code legal.runtime.kafka.*}. Every client
 * call that can block has an explicit bound here rather than a library default.
 *
 * @param requestTimeout how long a client waits for the broker's reply to one request
 * @param deliveryTimeout how long a send may take in all, retries included
 * @param transactionTimeout how long the broker keeps a hop's transaction open before aborting it.
 *     A hop's transaction opens at its first write, after the node's work however long that took,
 *     and lasts only its writes and commit; the bound matters when its producer dies and never
 *     comes back under its id (a pod moved to another node): read-committed readers of its topics
 *     wait this long, so it matches the session timeout
 * @param maxBlock how long a producer call (send, commit, abort) may block
 * @param defaultApiTimeout bound of the consumer's blocking calls (commit, position, close)
 * @param sessionTimeout how long the group waits for a silent consumer before reassigning its
 *     partitions (heartbeats come from a background thread, not from the hop)
 * @param heartbeatInterval how often a consumer tells its group it is alive
 * @param maxPollRecords records handed to a node per poll; one poll's records are processed one
 *     after the other before the next poll
 * @param maxPollInterval how long a node may go between polls before the group reassigns its
 *     partitions; unset (the default), the runtime derives it from the node's slowest hop
 * @param hopAllowance time a hop may spend outside model calls (retrieval, Chroma, Kafka writes),
 *     added to the model's budget when deriving {@code maxPollInterval}
 * @param fixTxOffsets true: an idle node commits its offset past the commit marker that ends each
 *     transaction in its inbox, so an idle group shows lag 0 and lag-based autoscaling (KEDA) can
 *     scale it down. It costs a small transaction on the consumer's thread after the hops, which
 *     raised p99 hop latency from 16 to 63 ms in bench hops; false (default) where nothing scales on
 *     lag, as on one machine. The Kubernetes manifests turn it on
 */
public record KafkaClients(
        @DefaultValue("30s") Duration requestTimeout,
        @DefaultValue("2m") Duration deliveryTimeout,
        @DefaultValue("10s") Duration transactionTimeout,
        @DefaultValue("1m") Duration maxBlock,
        @DefaultValue("1m") Duration defaultApiTimeout,
        @DefaultValue("10s") Duration sessionTimeout,
        @DefaultValue("3s") Duration heartbeatInterval,
        @DefaultValue("1") int maxPollRecords,
        Duration maxPollInterval,
        @DefaultValue("2m") Duration hopAllowance,
        @DefaultValue("false") boolean fixTxOffsets) {

    public KafkaClients {
        // Kafka refuses these combinations only when the first client is built; say so at start-up.
        require(maxPollRecords >= 1, "max-poll-records must be at least 1");
        require(
                heartbeatInterval.compareTo(sessionTimeout) < 0,
                "heartbeat-interval (" + heartbeatInterval + ") must be shorter than session-timeout (" + sessionTimeout
                        + ")");
        require(
                deliveryTimeout.compareTo(requestTimeout) >= 0,
                "delivery-timeout (" + deliveryTimeout + ") must be at least request-timeout (" + requestTimeout + ")");
        require(
                maxPollInterval == null || !maxPollInterval.isNegative() && !maxPollInterval.isZero(),
                "max-poll-interval must be positive");
    }

    static KafkaClients defaults() {
        return new Binder().bindOrCreate("legal.runtime.kafka", KafkaClients.class);
    }

    private static void require(boolean condition, String problem) {
        if (!condition) {
            throw new IllegalArgumentException("legal.runtime.kafka." + problem);
        }
    }
}
