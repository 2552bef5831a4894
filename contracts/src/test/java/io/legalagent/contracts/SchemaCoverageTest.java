package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

/** The schemas describe exactly the records and enums, and accept what the records write. */
class SchemaCoverageTest {

    static Stream<Arguments> objectDefinitions() {
        return Stream.of(
                Arguments.of(Schemas.AGENT_STATE, "", AgentState.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/Question", Question.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/Choice", Choice.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/PlanStep", PlanStep.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/StepExecution", StepExecution.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/Evidence", Evidence.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/StepSummary", StepSummary.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/InjectionVerdict", InjectionVerdict.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/MemoryHit", MemoryHit.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/QuestionEmbedding", QuestionEmbedding.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/McSelection", McSelection.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/RunError", RunError.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/Degradation", Degradation.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/RunMetrics", RunMetrics.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/NodeMetrics", NodeMetrics.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/ModelUsage", ModelUsage.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/Hop", Hop.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/ResearchLog", ResearchLog.class),
                Arguments.of(Schemas.AGENT_STATE, "/$defs/ModelOutput", ModelOutput.class),
                Arguments.of(Schemas.PROGRESS_EVENT, "", ProgressEvent.class),
                Arguments.of(Schemas.ANSWER, "", Answer.class),
                Arguments.of(Schemas.AUDIT_RECORD, "", AuditRecord.class),
                Arguments.of(Schemas.ANSWER, "/$defs/Source", Source.class),
                Arguments.of(Schemas.ANSWER, "/$defs/StepReport", StepReport.class),
                Arguments.of(Schemas.ANSWER, "/$defs/StepPassage", StepPassage.class),
                Arguments.of(Schemas.ANSWER, "/$defs/AnswerMetrics", AnswerMetrics.class),
                Arguments.of(Schemas.ANSWER, "/$defs/AnswerSeal", AnswerSeal.class),
                Arguments.of(Schemas.ANSWER, "/$defs/DsseEnvelope", DsseEnvelope.class),
                Arguments.of(Schemas.ANSWER, "/$defs/DsseSignature", DsseSignature.class),
                Arguments.of(Schemas.ANSWER, "/$defs/NodeMetrics", NodeMetrics.class),
                Arguments.of(Schemas.ANSWER, "/$defs/ModelUsage", ModelUsage.class),
                Arguments.of(Schemas.ANSWER, "/$defs/Hop", Hop.class),
                Arguments.of(Schemas.ANSWER, "/$defs/Choice", Choice.class),
                Arguments.of(Schemas.ANSWER, "/$defs/ResearchPack", ResearchPack.class),
                Arguments.of(Schemas.ANSWER, "/$defs/PackStep", PackStep.class),
                Arguments.of(Schemas.ANSWER, "/$defs/PackPassage", PackPassage.class),
                Arguments.of(Schemas.ANSWER, "/$defs/ModelOutput", ModelOutput.class),
                Arguments.of(Schemas.ANSWER, "/$defs/McSelection", McSelection.class),
                Arguments.of(Schemas.ANSWER, "/$defs/Degradation", Degradation.class));
    }

    private static List<String> componentNames(Class<?> type) {
        return Arrays.stream(type.getRecordComponents())
                .map(RecordComponent::getName)
                .toList();
    }

    private static List<String> strings(JsonNode array) {
        return array.values().stream().map(JsonNode::stringValue).toList();
    }

    @ParameterizedTest(name = "{0}#{1} is {2}")
    @MethodSource("objectDefinitions")
    void objectDefinitionListsEveryComponentAsRequiredAndNothingElse(String schema, String pointer, Class<?> type) {
        JsonNode definition = Schemas.tree(schema).at(pointer);

        assertThat(definition.get("type").stringValue()).isEqualTo("object");
        assertThat(definition.get("additionalProperties").booleanValue()).isFalse();
        assertThat(definition.get("properties").propertyNames()).containsExactlyElementsOf(componentNames(type));
        assertThat(strings(definition.get("required")))
                .containsExactlyElementsOf(componentNames(type).stream()
                        .filter(name -> !omittedWhenNull(type, name))
                        .toList());
    }

    /** A component JSON may leave out: a field added after messages were sealed. */
    private static boolean omittedWhenNull(Class<?> type, String name) {
        return java.util.Arrays.stream(type.getRecordComponents())
                .filter(c -> c.getName().equals(name))
                .anyMatch(RecordEncoding::mayBeOmitted);
    }

    @Test
    void questionRequestListsItsComponentsAndRequiresOnlyTheQuestion() {
        var schema = Schemas.tree(Schemas.QUESTION_REQUEST);

        assertThat(schema.get("additionalProperties").booleanValue()).isFalse();
        assertThat(schema.get("properties").propertyNames())
                .containsExactlyElementsOf(componentNames(QuestionRequest.class));
        assertThat(strings(schema.get("required"))).containsExactly("question");
        assertThat(schema.at("/properties/choices/maxProperties").intValue()).isEqualTo(26);
        assertThat(schema.at("/properties/choices/propertyNames/pattern").stringValue())
                .isEqualTo("^[A-Za-z]$");
    }

    static Stream<Arguments> enumDefinitions() {
        return Stream.of(
                Arguments.of(Schemas.AGENT_STATE, "RunStatus", enumNames(RunStatus.class)),
                Arguments.of(Schemas.AGENT_STATE, "StepStatus", enumNames(StepStatus.class)),
                Arguments.of(Schemas.AGENT_STATE, "ErrorKind", enumNames(ErrorKind.class)),
                Arguments.of(Schemas.AGENT_STATE, "DegradationKind", enumNames(DegradationKind.class)),
                Arguments.of(Schemas.AGENT_STATE, "QueryType", List.of("simple", "multi_hop")),
                Arguments.of(Schemas.AGENT_STATE, "NodeName", nodeIds()),
                Arguments.of(Schemas.AGENT_STATE, "Topic", Topics.all()),
                Arguments.of(Schemas.PROGRESS_EVENT, "RunStatus", enumNames(RunStatus.class)),
                Arguments.of(Schemas.PROGRESS_EVENT, "NodeName", nodeIds()),
                Arguments.of(Schemas.PROGRESS_EVENT, "Topic", Topics.all()),
                Arguments.of(Schemas.ANSWER, "RunStatus", enumNames(RunStatus.class)),
                Arguments.of(Schemas.ANSWER, "ErrorKind", enumNames(ErrorKind.class)),
                Arguments.of(Schemas.ANSWER, "DegradationKind", enumNames(DegradationKind.class)),
                Arguments.of(Schemas.ANSWER, "QueryType", List.of("simple", "multi_hop")),
                Arguments.of(Schemas.ANSWER, "NodeName", nodeIds()),
                Arguments.of(Schemas.ANSWER, "Topic", Topics.all()));
    }

    private static List<String> enumNames(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(Enum::name).toList();
    }

    private static List<String> nodeIds() {
        return Arrays.stream(NodeName.values()).map(NodeName::id).toList();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("enumDefinitions")
    void enumDefinitionListsExactlyTheJavaValues(String schema, String definition, List<String> values) {
        assertThat(strings(Schemas.tree(schema).at("/$defs/" + definition + "/enum")))
                .containsExactlyElementsOf(values);
    }

    @Test
    void queryTypeValuesAreWhatJacksonWrites() {
        var written = Arrays.stream(QueryType.values())
                .map(t -> Json.tree(t).stringValue())
                .toList();

        assertThat(strings(Schemas.tree(Schemas.AGENT_STATE).at("/$defs/QueryType/enum")))
                .containsExactlyElementsOf(written);
    }

    @Test
    void definitionsWithTheSameNameAreIdenticalInEverySchema() {
        Map<String, JsonNode> seen = new HashMap<>();
        Map<String, String> seenIn = new HashMap<>();
        List<String> shared = new ArrayList<>();
        for (var file : Schemas.ALL) {
            var defs = Schemas.tree(file).get("$defs");
            if (defs == null) {
                continue;
            }
            for (var entry : defs.properties()) {
                var earlier = seen.putIfAbsent(entry.getKey(), entry.getValue());
                if (earlier != null) {
                    shared.add(entry.getKey());
                    assertThat(entry.getValue())
                            .as("$defs/%s in %s and %s", entry.getKey(), file, seenIn.get(entry.getKey()))
                            .isEqualTo(earlier);
                } else {
                    seenIn.put(entry.getKey(), file);
                }
            }
        }
        assertThat(shared).contains("Hop", "NodeMetrics", "ModelUsage", "Choice", "RunStatus", "NodeName", "Topic");
    }

    @Test
    void everySchemaIsDraft202012WithItsOwnId() {
        for (var file : Schemas.ALL) {
            var schema = Schemas.tree(file);
            var name = file.replace(".schema.json", "");

            assertThat(schema.get("$schema").stringValue()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
            assertThat(schema.get("$id").stringValue()).isEqualTo("https://legalagent.io/schema/" + name + ".json");
            assertThat(Schemas.metaSchema().validate(Json.write(schema), com.networknt.schema.InputFormat.JSON))
                    .as(file)
                    .isEmpty();
        }
    }

    @Test
    void metaSchemaCatchesAMalformedSchema() {
        var broken =
                "{\"type\": \"object\", \"required\": \"question\", \"properties\": {\"question\": {\"type\": 5}}}";

        assertThat(Schemas.metaSchema().validate(broken, com.networknt.schema.InputFormat.JSON))
                .isNotEmpty();
    }

    @Test
    void everyReferenceResolvesToADefinitionOfTheSameSchema() {
        for (var file : Schemas.ALL) {
            var schema = Schemas.tree(file);
            var refs = new ArrayList<String>();
            collectRefs(schema, refs);
            for (var ref : refs) {
                assertThat(ref).as(file).startsWith("#/$defs/");
                assertThat(schema.at(ref.substring(1)).isMissingNode())
                        .as(file + " " + ref)
                        .isFalse();
            }
        }
    }

    private static void collectRefs(JsonNode node, List<String> refs) {
        if (node.isObject()) {
            for (var entry : node.properties()) {
                if (entry.getKey().equals("$ref")) {
                    refs.add(entry.getValue().stringValue());
                } else {
                    collectRefs(entry.getValue(), refs);
                }
            }
        } else if (node.isArray()) {
            node.values().forEach(child -> collectRefs(child, refs));
        }
    }

    @Test
    void aFreshRunAndItsRejectedAnswerValidate() {
        var now = Instant.parse("2025-03-14T09:21:07Z");
        var state = AgentState.start("run-1", null, Question.of("What is battery?"), now);
        var rejected = state.afterHop(new Hop("guard", "INVALID", Topics.OBSERVER), 4, now)
                .withError(RunStatus.REJECTED, new RunError(ErrorKind.INVALID_INPUT, "guard", "the question is empty"))
                .afterHop(new Hop("observer", "FINAL", Topics.ANSWERS), 1, now);
        var answer = Answer.from(rejected, null, now.plusMillis(9));
        var event = new ProgressEvent(
                SchemaVersion.CURRENT,
                "run-1",
                "run-1",
                "observer",
                "FINAL",
                Topics.ANSWERS,
                null,
                null,
                2,
                RunStatus.REJECTED,
                null,
                now);

        assertThat(Schemas.validate(Schemas.AGENT_STATE, Json.write(state))).isEmpty();
        assertThat(Schemas.validate(Schemas.AGENT_STATE, Json.write(rejected))).isEmpty();
        assertThat(Schemas.validate(Schemas.ANSWER, Json.write(answer))).isEmpty();
        assertThat(Schemas.validate(Schemas.PROGRESS_EVENT, Json.write(event))).isEmpty();
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, Json.write(new QuestionRequest("q", null, null, null))))
                .isEmpty();
    }

    @Test
    void aStateWithEveryOptionalPartFilledValidates() {
        var state = Fixtures.full();

        assertThat(state.intake().injection()).isNotNull();
        assertThat(state.research().memoryHit()).isNotNull();
        assertThat(state.outcome().mcSelection()).isNotNull();
        assertThat(state.outcome().error()).isNotNull();
        assertThat(Schemas.validate(Schemas.AGENT_STATE, Json.write(state))).isEmpty();
        assertThat(Schemas.validate(Schemas.ANSWER, Json.write(Answer.from(state, "trace-1", Instant.now()))))
                .isEmpty();
        assertThat(Schemas.validate(
                        Schemas.AGENT_STATE, Json.write(state.withMcSelection(McSelection.skipped("no choices")))))
                .isEmpty();
    }
}
