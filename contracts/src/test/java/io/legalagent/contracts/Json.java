package io.legalagent.contracts;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The JSON form of the messages, as a default Jackson 3 mapper writes it, and the bundled samples. */
final class Json {
    static final JsonMapper MAPPER = JsonMapper.builder().build();

    private Json() {}

    static String resource(String path) {
        try (InputStream in = Json.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalArgumentException("no resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String sample(String name) {
        return resource("samples/" + name);
    }

    static ObjectNode sampleTree(String name) {
        return (ObjectNode) MAPPER.readTree(sample(name));
    }

    static <T> T read(String name, Class<T> type) {
        return MAPPER.readValue(sample(name), type);
    }

    static String write(Object value) {
        return MAPPER.writeValueAsString(value);
    }

    /** The tree of a value as it appears on the wire: written, then parsed. */
    static JsonNode tree(Object value) {
        return MAPPER.readTree(write(value));
    }
}
