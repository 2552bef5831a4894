package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.springframework.kafka.listener.ConsumerAwareRebalanceListener;

/**
 * The request ids used on the inbox partitions this process owns, for an intake node. Partition p of
 * {@code legal.request-ids} holds the first use of every id read from partition p of any of the
 * node's inboxes (the consumer's range assignment gives partition p of each to one consumer),
 * written in the same Kafka transaction as the hop that read it; so the ledger is exactly as
 * committed as the offsets, and whoever owns partition p next reads it back (see
 * {@link RequestIdsReader}). In memory, a claim is made before its transaction commits: should the
 * transaction roll back, the record comes again, and its own earlier claim is recognised by its
 * topic and offset and not counted as an earlier use.
 */
final class RequestLedger implements ConsumerAwareRebalanceListener {
    private static final int PRUNE_EVERY = 10_000;
    private final Set<String> inboxes;
    private final LedgerPartitions reader;
    private final Map<Integer, Map<String, RequestClaim>> byPartition = new ConcurrentHashMap<>();

    RequestLedger(Collection<String> inboxes, LedgerPartitions reader) {
        this.inboxes = Set.copyOf(inboxes);
        this.reader = reader;
    }

    /** The ids used before this record on its partition of any inbox. */
    UsedRequestIds before(ConsumerRecord<String, byte[]> record) {
        var claims = claimsOf(record.partition());
        var horizon = reader.horizon();
        return requestId -> Optional.ofNullable(claims.get(requestId))
                .filter(claim -> !claim.claimedAt().isBefore(horizon))
                .filter(claim -> !claim.madeBy(record.topic(), record.partition(), record.offset()));
    }

    /** Records the state's request id as used by its run; the caller writes the returned claim. */
    RequestClaim claim(ConsumerRecord<String, byte[]> record, AgentState state, Instant now) {
        var claim = new RequestClaim(
                state.requestId(), state.runId(), now, record.partition(), record.offset(), record.topic());
        var claims = claimsOf(record.partition());
        claims.put(claim.requestId(), claim);
        if (claims.size() % PRUNE_EVERY == 0) {
            // A long assignment would otherwise keep every id it ever saw.
            var horizon = reader.horizon();
            claims.values().removeIf(old -> old.claimedAt().isBefore(horizon));
        }
        return claim;
    }

    @Override
    public void onPartitionsAssigned(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        var assigned = new TreeSet<Integer>();
        for (var partition : partitions) {
            if (inboxes.contains(partition.topic())) {
                // Under read_committed this waits until no transaction on the partition is pending (its
                // previous owner's last hop has committed or aborted), so the read below sees its claims.
                consumer.position(partition);
                assigned.add(partition.partition());
            }
        }
        // Partition p of every inbox shares ledger partition p: read it once.
        assigned.forEach(p -> byPartition.put(p, reader.read(p)));
    }

    @Override
    public void onPartitionsRevokedAfterCommit(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        forget(partitions);
    }

    @Override
    public void onPartitionsLost(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        forget(partitions);
    }

    private void forget(Collection<TopicPartition> partitions) {
        partitions.stream().filter(p -> inboxes.contains(p.topic())).forEach(p -> byPartition.remove(p.partition()));
    }

    /** Read now if the assignment callback has not (it always has, unless the container skipped it). */
    private Map<String, RequestClaim> claimsOf(int partition) {
        return byPartition.computeIfAbsent(partition, reader::read);
    }
}
