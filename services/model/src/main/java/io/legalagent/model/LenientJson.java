package io.legalagent.model;

import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.json.JsonReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Finds the JSON value in a model's reply however it is wrapped: code fences, prose before or after,
 * trailing commas, single-quoted strings, comments. The text itself is never rewritten (no quote
 * swapping), so an apostrophe inside a string stays an apostrophe; the parser is just told to accept
 * what models commonly write.
 */
final class LenientJson {
    /** Openings tried before giving up, so a reply full of brackets cannot make parsing quadratic. */
    private static final int MAX_CANDIDATES = 32;

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(
                    JsonReadFeature.ALLOW_TRAILING_COMMA,
                    JsonReadFeature.ALLOW_SINGLE_QUOTES,
                    JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS,
                    JsonReadFeature.ALLOW_JAVA_COMMENTS,
                    JsonReadFeature.ALLOW_UNQUOTED_PROPERTY_NAMES)
            // The JSON is often followed by a closing fence or an explanation.
            .disable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private LenientJson() {}

    /** The first JSON object in the reply. */
    static Optional<JsonNode> object(String reply) {
        return first(reply, '{');
    }

    /** The first JSON array in the reply. */
    static Optional<JsonNode> array(String reply) {
        return first(reply, '[');
    }

    /** The first non-blank text among the named fields of an object. */
    static Optional<String> text(JsonNode object, String... fields) {
        for (String field : fields) {
            var value = object.get(field);
            if (value != null && value.isValueNode() && !value.isNull()) {
                String text = value.asString().strip();
                if (!text.isEmpty()) {
                    return Optional.of(text);
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<JsonNode> first(String reply, char opening) {
        if (reply == null) {
            return Optional.empty();
        }
        int from = reply.indexOf(opening);
        for (int tried = 0; from >= 0 && tried < MAX_CANDIDATES; tried++) {
            var parsed = parse(reply.substring(from));
            if (parsed.isPresent()
                    && (opening == '{' ? parsed.get().isObject() : parsed.get().isArray())) {
                return parsed;
            }
            from = reply.indexOf(opening, from + 1);
        }
        return Optional.empty();
    }

    private static Optional<JsonNode> parse(String text) {
        try {
            return Optional.ofNullable(MAPPER.readTree(text));
        } catch (JacksonException e) {
            return Optional.empty();
        }
    }
}
