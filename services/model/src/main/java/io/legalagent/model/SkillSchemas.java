package io.legalagent.model;

import dev.langchain4j.internal.JsonSchemaElementUtils;
import dev.langchain4j.model.chat.request.json.JsonArraySchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.request.json.JsonSchemaElement;
import io.legalagent.contracts.Sha256;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON Schema of each structured skill's reply, made from its reply record ({@link ReplyShapes})
 * by langchain4j's generator, the one its own structured outputs use; and the SHA-256 of each, a
 * frozen constant, so that replay notices a changed schema.
 */
public final class SkillSchemas {
    private static final JsonMapper CANONICAL = JsonMapper.builder()
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .build();
    private static final Map<Skill, JsonSchema> SCHEMAS = new EnumMap<>(Skill.class);

    static {
        for (Skill skill : Skill.values()) {
            skill.shape()
                    .ifPresent(shape -> SCHEMAS.put(
                            skill,
                            JsonSchema.builder()
                                    .name(skill.skillName())
                                    .rootElement(requireAll(JsonSchemaElementUtils.jsonSchemaElementFrom(shape)))
                                    .build()));
        }
    }

    private SkillSchemas() {}

    /**
     * Every field of every object required and no other allowed, as the reply records are read: the
     * generator leaves that to a provider's strict mode, which Ollama's mapping does not have.
     */
    private static JsonSchemaElement requireAll(JsonSchemaElement element) {
        if (element instanceof JsonObjectSchema object) {
            var properties = new LinkedHashMap<String, JsonSchemaElement>();
            object.properties().forEach((name, property) -> properties.put(name, requireAll(property)));
            return object.toBuilder()
                    .addProperties(properties)
                    .required(List.copyOf(properties.keySet()))
                    .additionalProperties(false)
                    .build();
        }
        if (element instanceof JsonArraySchema array) {
            return JsonArraySchema.builder()
                    .description(array.description())
                    .items(requireAll(array.items()))
                    .build();
        }
        return element;
    }

    static Optional<JsonSchema> of(Skill skill) {
        return Optional.ofNullable(SCHEMAS.get(skill));
    }

    /** The schema as JSON, every field required and nothing else allowed (as strict servers take it). */
    static String json(Skill skill) {
        return of(skill)
                .map(schema -> CANONICAL.writeValueAsString(JsonSchemaElementUtils.toMap(schema.rootElement(), true)))
                .orElseThrow(() -> new IllegalArgumentException(skill + " replies in prose"));
    }

    /** The manifest constant of a skill's reply schema, without the node prefix. */
    public static String constantName(String skill) {
        return ModelConstants.PREFIX + "skill." + skill + ".schema_sha256";
    }

    /** Skill name to the SHA-256 of its reply schema, for every structured skill. */
    public static SortedMap<String, String> sha256() {
        var hashes = new TreeMap<String, String>();
        SCHEMAS.keySet().forEach(skill -> hashes.put(skill.skillName(), Sha256.hex(json(skill))));
        return hashes;
    }
}
