package io.legalagent.cli;

import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The JSON mapper of the CLI. Lenient on reading: a newer service may add fields to its messages. */
final class Json {
    static final JsonMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private Json() {}

    /** A record's value as {@code type}; empty for records of other shapes or versions, which are someone else's business. */
    static <T> Optional<T> decodeOrSkip(byte[] value, Class<T> type) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(MAPPER.readValue(value, type));
        } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
            return Optional.empty();
        }
    }
}
