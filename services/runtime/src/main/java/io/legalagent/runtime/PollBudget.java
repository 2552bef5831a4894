package io.legalagent.runtime;

import io.legalagent.contracts.NodeName;
import io.legalagent.ports.HopBudget;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How long a node may go between two polls of its consumer ({@code max.poll.interval.ms}), derived
 * rather than guessed: the slowest hop the node can make (every budget of its service, such as the
 * model's calls with their retries, plus the allowance for retrieval and Kafka writes), times the
 * records one poll hands it, plus the longest retry backoff the runtime sleeps between polls. Past
 * that interval the group would give the partition to another consumer while the hop still runs.
 */
record PollBudget(NodeName node, Duration hop, int records, Duration backoff, Duration configured, String why) {

    static PollBudget of(NodeName node, List<HopBudget> budgets, RuntimeSettings settings) {
        var kafka = settings.kafka();
        Duration outside = budgets.stream().map(b -> b.of(node)).reduce(Duration.ZERO, Duration::plus);
        String parts = budgets.stream()
                .filter(b -> !b.of(node).isZero())
                .map(b -> b.explain(node))
                .collect(Collectors.joining(" + "));
        String why = (parts.isEmpty() ? "" : parts + " + ") + Durations.text(kafka.hopAllowance()) + " allowance";
        return new PollBudget(
                node,
                outside.plus(kafka.hopAllowance()),
                kafka.maxPollRecords(),
                settings.retry().maxInterval(),
                kafka.maxPollInterval(),
                why);
    }

    /** The derived bound: hop × records per poll + the longest backoff between polls. */
    Duration derived() {
        return hop.multipliedBy(records).plus(backoff);
    }

    /** What the consumer is given: the configured interval when set, else the derived one. */
    Duration interval() {
        return configured != null ? configured : derived();
    }

    /** A configured interval shorter than a hop can take: a slow hop would be taken away mid-way. */
    boolean tooShort() {
        return configured != null && configured.compareTo(derived()) < 0;
    }

    String describe() {
        String figure = "%s: max.poll.interval.ms=%d (%s) = hop bound %s [%s] x %d record(s) per poll + %s backoff"
                .formatted(
                        node.id(),
                        derived().toMillis(),
                        Durations.text(derived()),
                        Durations.text(hop),
                        why,
                        records,
                        Durations.text(backoff));
        return configured == null
                ? figure
                : figure + "; configured " + configured.toMillis() + " (" + Durations.text(configured) + ")";
    }
}
