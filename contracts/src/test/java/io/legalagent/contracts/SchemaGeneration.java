package io.legalagent.contracts;

import com.fasterxml.classmate.ResolvedType;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.github.victools.jsonschema.generator.CustomDefinition;
import com.github.victools.jsonschema.generator.FieldScope;
import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerationContext;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;
import com.github.victools.jsonschema.module.jackson.JacksonModule;
import com.github.victools.jsonschema.module.jakarta.validation.JakartaValidationModule;
import com.github.victools.jsonschema.module.jakarta.validation.JakartaValidationOption;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewEvent;
import jakarta.validation.constraints.Pattern;
import java.lang.reflect.AnnotatedParameterizedType;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes the JSON Schema of each message from its record, so that the records are the one place the
 * contract is kept. Constraints come from the records' annotations (jakarta.validation for patterns,
 * sizes and minimums, jspecify's {@code @Nullable}, Jackson's descriptions); three conventions of
 * these messages are added here:
 * <ul>
 *   <li>every component is required (written even when null), except a nullable one that is omitted
 *       when null ({@code @JsonInclude(NON_NULL)} on it or on its record: a field added after
 *       messages were sealed), or one with a filter of its own ({@code @JsonInclude(CUSTOM)});
 *   <li>a string component called {@code node} holds a node's id and one called {@code topic} a topic
 *       name, so they are enums of those values;
 *   <li>{@code schemaVersion} is the one version the reader accepts.
 * </ul>
 */
final class SchemaGeneration {
    /** Schema file name (without .schema.json) to the record it describes. */
    static final Map<String, Class<?>> MESSAGES = Map.of(
            "agent-state", AgentState.class,
            "question-request", QuestionRequest.class,
            "progress-event", ProgressEvent.class,
            "answer", Answer.class,
            "audit-record", AuditRecord.class,
            "review-decision", ReviewDecision.class,
            "review-event", ReviewEvent.class);

    private static final String ID_BASE = "https://legalagent.io/schema/";
    private static final List<String> NODE_IDS =
            Arrays.stream(NodeName.values()).map(NodeName::id).toList();

    /** The version each message's reader accepts. */
    private static final Map<Class<?>, Object> VERSIONS = Map.of(
            AgentState.class, io.legalagent.contracts.SchemaVersion.ENVELOPE,
            QuestionRequest.class, io.legalagent.contracts.SchemaVersion.CURRENT,
            ProgressEvent.class, io.legalagent.contracts.SchemaVersion.CURRENT,
            Answer.class, io.legalagent.contracts.SchemaVersion.CURRENT,
            AuditRecord.class, io.legalagent.contracts.SchemaVersion.CURRENT,
            ReviewDecision.class, io.legalagent.contracts.SchemaVersion.CURRENT,
            ReviewEvent.class, io.legalagent.contracts.SchemaVersion.CURRENT,
            ResearchPack.class, ResearchPack.VERSION);

    private SchemaGeneration() {}

    /** The schema of the message written to {@code <name>.schema.json}. */
    static ObjectNode schema(String name) {
        var type = MESSAGES.get(name);
        ObjectNode generated = generator().generateSchema(type);
        var schema = generated.objectNode();
        schema.put("$schema", generated.get("$schema").stringValue());
        schema.put("$id", ID_BASE + name + ".json");
        schema.put("title", type.getSimpleName());
        generated.remove("$schema");
        schema.setAll(generated);
        return schema;
    }

    private static SchemaGenerator generator() {
        var builder = new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12, OptionPreset.PLAIN_JSON)
                .with(new JacksonModule())
                .with(new JakartaValidationModule(JakartaValidationOption.INCLUDE_PATTERN_EXPRESSIONS))
                .with(Option.DEFINITIONS_FOR_ALL_OBJECTS)
                .with(Option.FORBIDDEN_ADDITIONAL_PROPERTIES_BY_DEFAULT)
                .with(Option.MAP_VALUES_AS_ADDITIONAL_PROPERTIES)
                .with(Option.STANDARD_FORMATS)
                .with(Option.INLINE_NULLABLE_SCHEMAS);
        builder.forTypesInGeneral()
                .withPropertySorter((a, b) -> 0) // keep the records' component order
                .withCustomDefinitionProvider(SchemaGeneration::enumDefinition)
                .withCustomDefinitionProvider(SchemaGeneration::stringMapDefinition);
        builder.forFields()
                .withNullableCheck(SchemaGeneration::isNullable)
                .withRequiredCheck(SchemaGeneration::isRequired)
                .withTargetTypeOverridesResolver(SchemaGeneration::namedStringType)
                .withInstanceAttributeOverride(SchemaGeneration::versionAndKeys);
        return new SchemaGenerator(builder.build());
    }

    private static boolean isNullable(FieldScope field) {
        return field.getRawMember().getAnnotatedType().isAnnotationPresent(Nullable.class);
    }

    private static boolean isRequired(FieldScope field) {
        var include = field.getDeclaringType().getErasedType().getAnnotation(JsonInclude.class);
        var own = field.getAnnotationConsideringFieldAndGetter(JsonInclude.class);
        var omitsNulls = include != null && include.value() == JsonInclude.Include.NON_NULL
                || own != null && own.value() == JsonInclude.Include.NON_NULL;
        // A component with a filter of its own (a review that asks for nothing) may be left out.
        boolean filtered = own != null && own.value() == JsonInclude.Include.CUSTOM;
        return !filtered && (!omitsNulls || !isNullable(field));
    }

    /** Node ids and topic names: strings in Java, enums in the schema. */
    private static List<ResolvedType> namedStringType(FieldScope field) {
        if (!field.getType().isInstanceOf(String.class)) {
            return null;
        }
        return switch (field.getDeclaredName()) {
            case "node" -> List.of(field.getContext().resolve(NodeName.class));
            case "topic" -> List.of(field.getContext().resolve(Topic.class));
            default -> null;
        };
    }

    /** Every enum as a named definition of the values Jackson writes. */
    private static CustomDefinition enumDefinition(ResolvedType type, SchemaGenerationContext context) {
        var erased = type.getErasedType();
        if (!erased.isEnum()) {
            return null;
        }
        var definition = context.getGeneratorConfig().createObjectNode().put("type", "string");
        var values = definition.putArray("enum");
        enumValues(erased).forEach(values::add);
        return new CustomDefinition(
                definition, CustomDefinition.DefinitionType.ALWAYS_REF, CustomDefinition.INCLUDING_ATTRIBUTES);
    }

    /** A map of strings to strings, inline: an object whose values are strings. */
    private static CustomDefinition stringMapDefinition(ResolvedType type, SchemaGenerationContext context) {
        if (!type.isInstanceOf(Map.class)
                || !type.typeParametersFor(Map.class).stream().allMatch(p -> p.isInstanceOf(String.class))) {
            return null;
        }
        var definition = context.getGeneratorConfig().createObjectNode().put("type", "object");
        definition.putObject("additionalProperties").put("type", "string");
        return new CustomDefinition(
                definition, CustomDefinition.DefinitionType.INLINE, CustomDefinition.INCLUDING_ATTRIBUTES);
    }

    private static List<String> enumValues(Class<?> type) {
        if (type == NodeName.class) {
            return NODE_IDS;
        }
        if (type == Topic.class) {
            return Topics.all();
        }
        return Arrays.stream(type.getEnumConstants())
                .map(constant -> Json.tree(constant).stringValue())
                .toList();
    }

    private static void versionAndKeys(ObjectNode property, FieldScope field, SchemaGenerationContext context) {
        var version = VERSIONS.get(field.getDeclaringType().getErasedType());
        var name = field.getDeclaredName();
        if (version != null && (name.equals("schemaVersion") || name.equals("version"))) {
            constant(property, version, isNullable(field));
        }
        if (field.getRawMember().getAnnotatedType() instanceof AnnotatedParameterizedType map
                && field.getType().isInstanceOf(Map.class)) {
            var key = map.getAnnotatedActualTypeArguments()[0].getAnnotation(Pattern.class);
            if (key != null) {
                property.putObject("propertyNames").put("pattern", key.regexp());
            }
        }
    }

    private static void constant(ObjectNode property, Object value, boolean nullable) {
        var node = property.objectNode();
        if (value instanceof Integer number) {
            node.put("v", number);
        } else {
            node.put("v", value.toString());
        }
        if (nullable) {
            property.putArray("enum").add(node.get("v")).addNull();
        } else {
            property.set("const", node.get("v"));
        }
    }
}
