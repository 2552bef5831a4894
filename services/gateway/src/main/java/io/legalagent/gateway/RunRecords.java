package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Topics;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The records of {@code legal.progress} and {@code legal.answers}, decoded into the {@link RunIndex}. */
final class RunRecords implements Consumer<ConsumerRecord<String, byte[]>> {
    static final List<String> TOPICS = List.of(Topics.PROGRESS, Topics.ANSWERS);
    /** A newer service may add fields to its messages: they are skipped, not refused. */
    static final JsonMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private final RunIndex index;

    RunRecords(RunIndex index) {
        this.index = index;
    }

    @Override
    public void accept(ConsumerRecord<String, byte[]> record) {
        if (record.topic().equals(Topics.PROGRESS)) {
            decode(record.value(), ProgressEvent.class)
                    .ifPresent(event -> index.progress(
                            event,
                            KafkaHeaders.text(record.headers(), Topics.REQUEST_ID_HEADER),
                            checked(event.owner())));
        } else {
            decode(record.value(), Answer.class)
                    .ifPresent(answer -> index.answer(answer, record.value(), record.key(), checked(answer.owner())));
        }
    }

    /**
     * The owner a progress event or answer carries, if it keeps the naming rules; a record from before
     * owners (none) or with an unusable one gives null: such a run is no one's.
     */
    static @Nullable Owner checked(@Nullable Owner owner) {
        try {
            return owner == null ? null : Owner.checked(owner.user(), owner.organisation());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The record's value as {@code type}, or empty when it is missing or not one. */
    static <T> Optional<T> decode(byte[] value, Class<T> type) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(JSON.readValue(value, type));
        } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
            return Optional.empty();
        }
    }
}
