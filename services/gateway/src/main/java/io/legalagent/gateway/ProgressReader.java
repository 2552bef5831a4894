package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Topics;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.SmartLifecycle;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads every partition of {@code legal.progress} and {@code legal.answers} (committed records only)
 * into the {@link RunIndex}, from {@code legal.gateway.history} ago onward, on a thread of its own.
 * No consumer group: each replica of the gateway reads everything, so any replica can stream any run.
 * It reports healthy once it has read up to where the topics ended when it started, so that a run
 * from before the start is complete when the first client asks for it.
 */
final class ProgressReader implements SmartLifecycle, HealthIndicator {
    private static final Logger log = LoggerFactory.getLogger(ProgressReader.class);
    private static final Duration POLL = Duration.ofMillis(100);
    private static final Duration SETUP = Duration.ofSeconds(10);
    /** A newer service may add fields to its messages: they are skipped, not refused. */
    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private final Supplier<KafkaConsumer<String, byte[]>> consumers;
    private final RunIndex index;
    private final Duration history;
    private final Clock clock;
    private volatile KafkaConsumer<String, byte[]> consumer;
    private volatile Thread thread;
    private volatile boolean running;
    private volatile boolean caughtUp;
    private volatile String problem = "not started";
    private Map<TopicPartition, Long> startEnds = Map.of();

    ProgressReader(Supplier<KafkaConsumer<String, byte[]>> consumers, RunIndex index, Duration history, Clock clock) {
        this.consumers = consumers;
        this.index = index;
        this.history = history;
        this.clock = clock;
    }

    @Override
    public void start() {
        running = true;
        thread = new Thread(this::run, "gateway-progress-reader");
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

    @Override
    public Health health() {
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
                    reader.poll(POLL).forEach(this::read);
                    index.tick();
                    checkCaughtUp(reader);
                }
            } catch (WakeupException e) {
                return;
            } catch (RuntimeException e) {
                // The broker is away or the topics are missing: try again, and say so on the health endpoint.
                problem = e.getClass().getSimpleName() + ": " + e.getMessage();
                log.warn("reading progress and answers failed, retrying: {}", problem);
                pause();
            }
        }
    }

    private void assign(KafkaConsumer<String, byte[]> reader) {
        var partitions = new ArrayList<TopicPartition>();
        for (String topic : List.of(Topics.PROGRESS, Topics.ANSWERS)) {
            var infos = reader.partitionsFor(topic, SETUP);
            if (infos == null || infos.isEmpty()) {
                throw new IllegalStateException("topic " + topic + " does not exist yet");
            }
            infos.forEach(info -> partitions.add(new TopicPartition(info.topic(), info.partition())));
        }
        reader.assign(partitions);
        long since = clock.instant().minus(history).toEpochMilli();
        var query = new HashMap<TopicPartition, Long>();
        partitions.forEach(p -> query.put(p, since));
        var found = reader.offsetsForTimes(query, SETUP);
        var ends = reader.endOffsets(partitions, SETUP);
        for (var partition : partitions) {
            var offset = found.get(partition);
            reader.seek(partition, offset != null ? offset.offset() : ends.get(partition));
        }
        startEnds = ends;
        problem = "reading the last " + history + " of " + Topics.PROGRESS + " and " + Topics.ANSWERS;
    }

    private void checkCaughtUp(KafkaConsumer<String, byte[]> reader) {
        if (caughtUp) {
            return;
        }
        // A transaction's commit marker sits past its last record, so the position may end beyond the end seen.
        caughtUp = startEnds.entrySet().stream().allMatch(e -> reader.position(e.getKey()) >= e.getValue());
    }

    private void read(ConsumerRecord<String, byte[]> record) {
        if (record.topic().equals(Topics.PROGRESS)) {
            decode(record.value(), ProgressEvent.class)
                    .ifPresent(event ->
                            index.progress(event, KafkaHeaders.text(record.headers(), Topics.REQUEST_ID_HEADER)));
        } else {
            decode(record.value(), Answer.class)
                    .ifPresent(answer -> index.answer(answer, record.value(), record.key()));
        }
    }

    private static <T> Optional<T> decode(byte[] value, Class<T> type) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(JSON.readValue(value, type));
        } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
            return Optional.empty();
        }
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
