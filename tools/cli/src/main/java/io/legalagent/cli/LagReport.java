package io.legalagent.cli;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.admin.ListConsumerGroupOffsetsSpec;
import org.apache.kafka.clients.admin.ListOffsetsOptions;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.IsolationLevel;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.GroupIdNotFoundException;

/**
 * The lag of every node's consumer group ({@code legal-<node>}) on its inbox, and of the reviewer's on
 * the decisions waiting for it ({@code legal-reviewer-decisions} on {@code legal.decisions}). A group that has not
 * committed on a partition starts there from the earliest record (the nodes reset to earliest), so
 * everything on it counts as waiting.
 */
final class LagReport {
    private static final Duration READ_BUDGET = Duration.ofSeconds(3);

    private final Admin admin;
    private final KafkaConsumer<String, byte[]> reader;

    LagReport(Admin admin, KafkaConsumer<String, byte[]> reader) {
        this.admin = admin;
        this.reader = reader;
    }

    static String groupOf(NodeName node) {
        return "legal-" + node.id();
    }

    /** A consumer group and the topic it reads. */
    record Reader(String group, String topic) {
        /** Every node's group on its inbox, then the reviewer's on the decisions. */
        static List<Reader> all() {
            var all = new ArrayList<Reader>();
            for (NodeName node : NodeName.values()) {
                all.add(new Reader(groupOf(node), node.inbox()));
            }
            all.add(new Reader(AccessTable.REVIEWER_DECISIONS_GROUP, Topics.DECISIONS));
            return all;
        }
    }

    List<GroupLag> collect() throws ExecutionException, InterruptedException {
        Set<String> existing = admin.listTopics().names().get();
        var inboxes = new ArrayList<String>();
        for (Reader reader : Reader.all()) {
            if (existing.contains(reader.topic())) {
                inboxes.add(reader.topic());
            }
        }
        var partitions = new HashMap<String, List<TopicPartition>>();
        admin.describeTopics(inboxes)
                .allTopicNames()
                .get()
                .forEach((topic, description) -> partitions.put(
                        topic,
                        description.partitions().stream()
                                .map(p -> new TopicPartition(topic, p.partition()))
                                .toList()));
        var all = partitions.values().stream().flatMap(List::stream).toList();
        var end = offsets(all, OffsetSpec.latest());
        var start = offsets(all, OffsetSpec.earliest());

        var from = new HashMap<TopicPartition, Long>();
        for (Reader reader : Reader.all()) {
            var committed = committed(reader.group(), partitions.getOrDefault(reader.topic(), List.of()));
            for (TopicPartition tp : partitions.getOrDefault(reader.topic(), List.of())) {
                var offset = committed.get(tp);
                from.put(tp, offset == null ? start.get(tp) : offset.offset());
            }
        }
        var counts = new LagCounter(reader, READ_BUDGET).count(from, end);

        var report = new ArrayList<GroupLag>();
        for (Reader reader : Reader.all()) {
            String group = reader.group();
            var description = describe(group);
            var tps = partitions.getOrDefault(reader.topic(), List.of());
            long lag = tps.stream().mapToLong(counts.waiting()::get).sum();
            boolean exact = counts.exact().containsAll(tps);
            report.add(new GroupLag(
                    group,
                    reader.topic(),
                    description == null ? "NONE" : String.valueOf(description.groupState()),
                    description == null ? 0 : description.members().size(),
                    existing.contains(reader.topic()) ? lag : -1,
                    exact));
        }
        return report;
    }

    private Map<TopicPartition, Long> offsets(List<TopicPartition> tps, OffsetSpec spec)
            throws ExecutionException, InterruptedException {
        var request = new HashMap<TopicPartition, OffsetSpec>();
        tps.forEach(tp -> request.put(tp, spec));
        // read_committed: the end is the last stable offset, what a node can actually read up to.
        var result = admin.listOffsets(request, new ListOffsetsOptions(IsolationLevel.READ_COMMITTED))
                .all()
                .get();
        var offsets = new HashMap<TopicPartition, Long>();
        result.forEach((tp, info) -> offsets.put(tp, info.offset()));
        return offsets;
    }

    private Map<TopicPartition, OffsetAndMetadata> committed(String group, List<TopicPartition> tps)
            throws ExecutionException, InterruptedException {
        if (tps.isEmpty()) {
            return Map.of();
        }
        var spec = new ListConsumerGroupOffsetsSpec().topicPartitions(tps);
        var committed = admin.listConsumerGroupOffsets(Map.of(group, spec))
                .partitionsToOffsetAndMetadata(group)
                .get();
        return committed == null ? Map.of() : committed;
    }

    /** Null when the group does not exist (yet): its node never started. */
    private ConsumerGroupDescription describe(String group) throws InterruptedException, ExecutionException {
        try {
            var description =
                    admin.describeConsumerGroups(List.of(group)).all().get().get(group);
            return description == null || "DEAD".equals(String.valueOf(description.groupState())) ? null : description;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof GroupIdNotFoundException) {
                return null;
            }
            throw e;
        }
    }
}
