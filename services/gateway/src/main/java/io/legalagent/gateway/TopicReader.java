package io.legalagent.gateway;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.health.contributor.Health;
import org.springframework.context.SmartLifecycle;

/**
 * Reads every partition of some topics (committed records only) from {@code legal.gateway.history}
 * ago onward, on a thread of its own, and hands each record to its handler. No consumer group: each
 * replica of the gateway reads everything, so any replica can stream anything. {@link #health()}
 * says up once it has read up to where the topics ended when it started, so that what happened
 * before the start is known when the first client asks for it. Until the topics exist it retries.
 */
final class TopicReader implements SmartLifecycle {
    private static final Logger log = LoggerFactory.getLogger(TopicReader.class);
    private static final Duration POLL = Duration.ofMillis(100);
    private static final Duration SETUP = Duration.ofSeconds(10);
    /** The history of a compacted topic read whole: from each partition's start. */
    static final Duration WHOLE_TOPIC = Duration.ofSeconds(Long.MAX_VALUE);

    private final List<String> topics;
    private final Consumer<ConsumerRecord<String, byte[]>> handler;
    private final Runnable afterPoll;
    private final Supplier<KafkaConsumer<String, byte[]>> consumers;
    private final Duration history;
    private final Clock clock;
    private volatile KafkaConsumer<String, byte[]> consumer;
    private volatile Thread thread;
    private volatile boolean running;
    private volatile boolean caughtUp;
    private volatile String problem = "not started";
    private Map<TopicPartition, Long> startEnds = Map.of();

    TopicReader(
            List<String> topics,
            Consumer<ConsumerRecord<String, byte[]>> handler,
            Runnable afterPoll,
            Supplier<KafkaConsumer<String, byte[]>> consumers,
            Duration history,
            Clock clock) {
        this.topics = List.copyOf(topics);
        this.handler = handler;
        this.afterPoll = afterPoll;
        this.consumers = consumers;
        this.history = history;
        this.clock = clock;
    }

    @Override
    public void start() {
        running = true;
        thread = new Thread(this::run, "gateway-reader-" + String.join("+", topics));
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void stop() {
        running = false;
        var current = consumer;
        if (current != null) {
            current.wakeup();
        }
        try {
            if (thread != null) {
                thread.join(SETUP.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Up once caught up with where the topics ended at the start; out of service until then. */
    Health health() {
        if (caughtUp) {
            return Health.up().build();
        }
        return Health.outOfService().withDetail("reading", problem).build();
    }

    private void run() {
        while (running) {
            try (var reader = consumers.get()) {
                consumer = reader;
                assign(reader);
                while (running) {
                    reader.poll(POLL).forEach(handler);
                    afterPoll.run();
                    checkCaughtUp(reader);
                }
            } catch (WakeupException e) {
                return;
            } catch (RuntimeException e) {
                // The broker is away or the topics are missing: try again, and say so on the health endpoint.
                String now = e.getClass().getSimpleName() + ": " + e.getMessage();
                // Said once, not every second, while the same trouble lasts (a topic not made yet).
                if (now.equals(problem)) {
                    log.debug("reading {} failed again, retrying: {}", topics, now);
                } else {
                    log.warn("reading {} failed, retrying: {}", topics, now);
                }
                problem = now;
                pause();
            }
        }
    }

    private void assign(KafkaConsumer<String, byte[]> reader) {
        var partitions = new ArrayList<TopicPartition>();
        for (String topic : topics) {
            var infos = reader.partitionsFor(topic, SETUP);
            if (infos == null || infos.isEmpty()) {
                throw new IllegalStateException("topic " + topic + " does not exist yet");
            }
            infos.forEach(info -> partitions.add(new TopicPartition(info.topic(), info.partition())));
        }
        reader.assign(partitions);
        var ends = reader.endOffsets(partitions, SETUP);
        if (history.equals(WHOLE_TOPIC)) {
            reader.seekToBeginning(partitions);
            problem = "reading all of " + String.join(" and ", topics);
        } else {
            long since = clock.instant().minus(history).toEpochMilli();
            var query = new HashMap<TopicPartition, Long>();
            partitions.forEach(p -> query.put(p, since));
            var found = reader.offsetsForTimes(query, SETUP);
            for (var partition : partitions) {
                var offset = found.get(partition);
                reader.seek(partition, offset != null ? offset.offset() : ends.get(partition));
            }
            problem = "reading the last " + history + " of " + String.join(" and ", topics);
        }
        startEnds = ends;
    }

    private void checkCaughtUp(KafkaConsumer<String, byte[]> reader) {
        if (caughtUp) {
            return;
        }
        // A transaction's commit marker sits past its last record, so the position may end beyond the end seen.
        caughtUp = startEnds.entrySet().stream().allMatch(e -> reader.position(e.getKey()) >= e.getValue());
    }

    private void pause() {
        try {
            Thread.sleep(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
        }
    }
}
