package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.Topics;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.MockConsumer;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

/**
 * One ledger for both question topics: partition p of either shares ledger partition p, and a claim
 * is recognised as its own record's by topic, partition and offset. The ledger partitions are a map
 * here; on Kafka they are {@code legal.request-ids} ({@link RequestIdsReader}).
 */
class RequestLedgerTest {
    private static final Instant NOW = Instant.parse("2026-03-01T09:00:00Z");

    private final List<Integer> reads = new ArrayList<>();
    private final Map<Integer, Map<String, RequestClaim>> stored = new HashMap<>();
    private final RequestLedger ledger =
            new RequestLedger(List.of(Topics.QUESTIONS, Topics.GATEWAY_QUESTIONS), new LedgerPartitions() {
                @Override
                public Instant horizon() {
                    return NOW.minusSeconds(3600);
                }

                @Override
                public Map<String, RequestClaim> read(int partition) {
                    reads.add(partition);
                    return new ConcurrentHashMap<>(stored.getOrDefault(partition, Map.of()));
                }
            });

    private static ConsumerRecord<String, byte[]> record(String topic, int partition, long offset) {
        return new ConsumerRecord<>(topic, partition, offset, "req-1", new byte[0]);
    }

    private static AgentState run(String runId) {
        return AgentState.start(runId, "req-1", Question.of("What is battery?"), NOW);
    }

    @Test
    void anIdClaimedOnOneTopicIsUsedOnTheOtherTopicsSamePartition() {
        var gateway = record(Topics.GATEWAY_QUESTIONS, 1, 7);
        ledger.claim(gateway, run("run-1"), NOW);

        var earlier = ledger.before(record(Topics.QUESTIONS, 1, 7)).claimOf("req-1");

        assertThat(earlier).map(RequestClaim::runId).contains("run-1");
        assertThat(earlier).map(RequestClaim::topic).contains(Topics.GATEWAY_QUESTIONS);
    }

    @Test
    void aRedeliveredRecordIsNotItsOwnEarlierUse() {
        var gateway = record(Topics.GATEWAY_QUESTIONS, 1, 7);
        ledger.claim(gateway, run("run-1"), NOW);

        assertThat(ledger.before(gateway).claimOf("req-1")).isEmpty();
        assertThat(ledger.before(record(Topics.GATEWAY_QUESTIONS, 1, 8)).claimOf("req-1"))
                .isPresent();
    }

    @Test
    void aClaimReadBackWithoutTopicIsOneOfLegalQuestions() {
        stored.put(0, Map.of("req-1", new RequestClaim("req-1", "run-0", NOW, 0, 3, null)));

        assertThat(ledger.before(record(Topics.QUESTIONS, 0, 3)).claimOf("req-1"))
                .isEmpty();
        assertThat(ledger.before(record(Topics.GATEWAY_QUESTIONS, 0, 3)).claimOf("req-1"))
                .isPresent();
    }

    @Test
    void partitionPOfBothTopicsReadsLedgerPartitionPOnce() {
        var consumer = new MockConsumer<String, byte[]>("earliest");
        var partitions = List.of(
                new TopicPartition(Topics.QUESTIONS, 0),
                new TopicPartition(Topics.GATEWAY_QUESTIONS, 0),
                new TopicPartition(Topics.QUESTIONS, 1),
                new TopicPartition(Topics.GATEWAY_QUESTIONS, 1));
        consumer.assign(partitions);
        var beginning = new HashMap<TopicPartition, Long>();
        partitions.forEach(p -> beginning.put(p, 0L));
        consumer.updateBeginningOffsets(beginning);

        ledger.onPartitionsAssigned(consumer, partitions);

        assertThat(reads).containsExactly(0, 1);
    }
}
