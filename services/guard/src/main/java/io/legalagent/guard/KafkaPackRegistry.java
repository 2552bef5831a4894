package io.legalagent.guard;

import io.legalagent.contracts.PackRegistration;
import io.legalagent.contracts.Topics;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.TopicPartition;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.core.ConsumerFactory;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code legal.packs} in memory: every partition read by assignment (no consumer group, no offsets
 * left behind) from the beginning to the end, the latest registration per pack set, a tombstone
 * removing one. Read at start, again every {@code refresh}, and again when a pack set is asked for
 * that is not held, so a set registered before the question came is found. The topic is compacted
 * and holds one record per pack set, so a whole read is cheap.
 */
final class KafkaPackRegistry implements PackRegistry, AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(KafkaPackRegistry.class);
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final ConsumerFactory<String, byte[]> consumers;
    private final ScheduledExecutorService refresher;
    private volatile Map<String, PackRegistration> registrations = Map.of();
    /** When the read that the held registrations come from began. */
    private volatile Instant readSince = Instant.EPOCH;

    KafkaPackRegistry(ConsumerFactory<String, byte[]> consumers, Duration refresh) {
        this.consumers = consumers;
        this.refresher = Executors.newSingleThreadScheduledExecutor(r -> {
            var thread = new Thread(r, "legal-packs-reader");
            thread.setDaemon(true);
            return thread;
        });
        refresher.scheduleWithFixedDelay(this::reloadLogged, 0, refresh.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public Optional<PackRegistration> registration(String packSetSha256) {
        var held = registrations.get(packSetSha256);
        if (held == null) {
            missed(Instant.now());
            held = registrations.get(packSetSha256);
        }
        return Optional.ofNullable(held);
    }

    /** Reads again unless a read begun since {@code asked} already finished (concurrent misses share one). */
    private synchronized void missed(Instant asked) {
        if (readSince.isBefore(asked)) {
            reloadLogged();
        }
    }

    private void reloadLogged() {
        try {
            reload();
        } catch (RuntimeException e) {
            log.warn(
                    "cannot read {}; keeping the {} pack sets held: {}",
                    Topics.PACKS,
                    registrations.size(),
                    e.toString());
        }
    }

    private synchronized void reload() {
        var started = Instant.now();
        var properties = new Properties();
        properties.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        try (Consumer<String, byte[]> consumer = consumers.createConsumer(null, "legal-packs", "", properties)) {
            var partitions = consumer.partitionsFor(Topics.PACKS, TIMEOUT).stream()
                    .map(p -> new TopicPartition(p.topic(), p.partition()))
                    .toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            var end = consumer.endOffsets(partitions, TIMEOUT);
            var read = new HashMap<String, PackRegistration>();
            var deadline = Instant.now().plus(TIMEOUT);
            while (partitions.stream().anyMatch(p -> consumer.position(p, TIMEOUT) < end.get(p))) {
                if (Instant.now().isAfter(deadline)) {
                    throw new IllegalStateException("reading " + Topics.PACKS + " took longer than " + TIMEOUT);
                }
                for (var record : consumer.poll(Duration.ofMillis(200))) {
                    apply(read, record.key(), record.value());
                }
            }
            registrations = Map.copyOf(read);
            readSince = started;
        }
    }

    /** A record this version cannot read is left out with a warning: it registers nothing. */
    private static void apply(Map<String, PackRegistration> read, String key, byte[] value) {
        if (value == null) {
            read.remove(key);
            return;
        }
        try {
            var registration = JSON.readValue(value, PackRegistration.class);
            if (registration.packSetSha256().equals(key)) {
                read.put(key, registration);
            } else {
                log.warn(
                        "{} record of key {} registers pack set {}; skipped",
                        Topics.PACKS,
                        key,
                        registration.packSetSha256());
            }
        } catch (RuntimeException e) {
            log.warn("{} record of key {} is not a pack registration, skipped: {}", Topics.PACKS, key, e.getMessage());
        }
    }

    @Override
    public void close() {
        refresher.shutdownNow();
    }
}
