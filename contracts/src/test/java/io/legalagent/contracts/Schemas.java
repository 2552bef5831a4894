package io.legalagent.contracts;

import com.networknt.schema.InputFormat;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaId;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The JSON Schemas on the classpath, validated as draft 2020-12 with format assertions on. */
final class Schemas {
    static final String AGENT_STATE = "agent-state.schema.json";
    static final String QUESTION_REQUEST = "question-request.schema.json";
    static final String PROGRESS_EVENT = "progress-event.schema.json";
    static final String ANSWER = "answer.schema.json";
    static final String AUDIT_RECORD = "audit-record.schema.json";
    static final Set<String> ALL = Set.of(AGENT_STATE, QUESTION_REQUEST, PROGRESS_EVENT, ANSWER, AUDIT_RECORD);

    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
    private static final SchemaValidatorsConfig CONFIG =
            SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
    private static final Map<String, JsonSchema> LOADED = new ConcurrentHashMap<>();

    private Schemas() {}

    static JsonSchema load(String file) {
        return LOADED.computeIfAbsent(file, f -> FACTORY.getSchema(SchemaLocation.of("classpath:schema/" + f), CONFIG));
    }

    static JsonSchema metaSchema() {
        return LOADED.computeIfAbsent(SchemaId.V202012, id -> FACTORY.getSchema(SchemaLocation.of(id), CONFIG));
    }

    static Set<ValidationMessage> validate(String file, String json) {
        return load(file).validate(json, InputFormat.JSON);
    }

    static Set<ValidationMessage> validate(String file, JsonNode json) {
        return validate(file, Json.write(json));
    }

    /** The keywords (required, enum, const, ...) that the failed validation reports. */
    static Set<String> failedKeywords(String file, JsonNode json) {
        return validate(file, json).stream().map(ValidationMessage::getType).collect(Collectors.toSet());
    }

    /** The schema document itself, for inspection. */
    static ObjectNode tree(String file) {
        return (ObjectNode) Json.MAPPER.readTree(Json.resource("schema/" + file));
    }
}
