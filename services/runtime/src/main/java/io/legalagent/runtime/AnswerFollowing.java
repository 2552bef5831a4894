package io.legalagent.runtime;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.ports.CurrentRun;
import java.time.Duration;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;
import org.springframework.kafka.listener.ContainerProperties;
import org.springframework.kafka.listener.DefaultErrorHandler;
import org.springframework.kafka.listener.MessageListener;
import org.springframework.util.backoff.FixedBackOff;

/**
 * Runs every {@link AnswerFollower} on {@code legal.answers}: a read_committed consumer in the
 * follower's group (so an aborted transaction's answer is never seen), the offset committed after
 * each record. An answer this build cannot read is logged and skipped: it is not the follower's to
 * repair, and the run's readers see it as it is.
 */
final class AnswerFollowing implements SmartLifecycle {
    private static final Logger log = LoggerFactory.getLogger(AnswerFollowing.class);
    static final int ATTEMPTS = 3;
    static final Duration BACKOFF = Duration.ofSeconds(1);

    private final List<ConcurrentMessageListenerContainer<String, byte[]>> containers;

    AnswerFollowing(List<AnswerFollower> followers, ConsumerFactory<String, byte[]> consumers, EnvelopeCodec codec) {
        this.containers = followers.stream()
                .map(follower -> container(follower, consumers, codec))
                .toList();
    }

    private static ConcurrentMessageListenerContainer<String, byte[]> container(
            AnswerFollower follower, ConsumerFactory<String, byte[]> consumers, EnvelopeCodec codec) {
        var properties = new ContainerProperties(Topics.ANSWERS);
        properties.setGroupId(follower.group());
        properties.setClientId(follower.group());
        properties.setAckMode(ContainerProperties.AckMode.RECORD);
        properties.setMessageListener((MessageListener<String, byte[]>) r -> handle(follower, codec, r));
        var container = new ConcurrentMessageListenerContainer<>(consumers, properties);
        container.setBeanName("answers-" + follower.group());
        container.setCommonErrorHandler(new DefaultErrorHandler(
                (record, e) -> log.error(
                        "{} skipped the answer at {}-{}@{} after {} attempts",
                        follower.group(),
                        record.topic(),
                        record.partition(),
                        record.offset(),
                        ATTEMPTS,
                        e),
                new FixedBackOff(BACKOFF.toMillis(), ATTEMPTS - 1)));
        return container;
    }

    static void handle(AnswerFollower follower, EnvelopeCodec codec, ConsumerRecord<String, byte[]> record) {
        Answer answer;
        try {
            answer = record.value() == null ? null : codec.decode(record.value(), Answer.class);
        } catch (RuntimeException e) {
            log.warn(
                    "{} skipped an unreadable answer at offset {}: {}",
                    follower.group(),
                    record.offset(),
                    e.toString());
            return;
        }
        if (answer == null || answer.schemaVersion() != SchemaVersion.CURRENT) {
            log.warn("{} skipped an answer of another schema version at offset {}", follower.group(), record.offset());
            return;
        }
        String organisation = answer.owner() == null ? null : answer.owner().organisation();
        CurrentRun.during(answer.runId(), answer.library(), organisation, () -> {
            follower.accept(answer);
            return null;
        });
    }

    @Override
    public void start() {
        containers.forEach(ConcurrentMessageListenerContainer::start);
    }

    @Override
    public void stop() {
        containers.forEach(ConcurrentMessageListenerContainer::stop);
    }

    @Override
    public boolean isRunning() {
        return containers.stream().anyMatch(ConcurrentMessageListenerContainer::isRunning);
    }
}
