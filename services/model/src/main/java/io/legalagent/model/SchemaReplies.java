package io.legalagent.model;

import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a reply that fits its skill's schema, and only such a reply: one JSON object with every field
 * of the shape, of the right type, and nothing else (no fence, no prose around it, no extra field,
 * no number where a string belongs). What a schema-constrained server returns passes; anything else is
 * left to {@link Replies}, the lenient parser, and counted as a repair.
 */
final class SchemaReplies {
    private static final JsonMapper STRICT = JsonMapper.builder()
            .enable(
                    DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES,
                    DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
                    DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES,
                    DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES,
                    DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build();

    private SchemaReplies() {}

    static <S> Optional<S> read(String reply, Class<S> shape) {
        if (reply == null) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(STRICT.readValue(reply.strip(), shape));
        } catch (JacksonException e) {
            return Optional.empty();
        }
    }
}
