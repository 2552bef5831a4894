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
import tools.jackson.databind.JsonNode;
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
                            ownerOf(record.value())));
        } else {
            decode(record.value(), Answer.class)
                    .ifPresent(answer -> index.answer(answer, record.value(), record.key(), ownerOf(record.value())));
        }
    }

    /**
     * The {@code owner} a progress event or answer carries, read from its JSON so that a record from
     * before owners (none) and one with an unusable owner both give null: such a run is no one's.
     */
    static @Nullable Owner ownerOf(byte[] value) {
        try {
            var owner = JSON.readTree(value).path("owner");
            if (!owner.isObject()) {
                return null;
            }
            return Owner.checked(text(owner.get("user")), text(owner.get("organisation")));
        } catch (JacksonException | IllegalArgumentException e) {
            return null;
        }
    }

    private static @Nullable String text(@Nullable JsonNode node) {
        return node != null && node.isString() ? node.asString() : null;
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
