package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Each sample, changed in one way, no longer matches its schema. */
class SchemaRejectsTest {
    private static final String STATE = "agent-state.json";
    private static final String REQUEST = "question-request.json";
    private static final String EVENT = "progress-event.json";
    private static final String ANSWER = "answer.json";

    private static String schemaOf(String sample) {
        return switch (sample) {
            case STATE -> Schemas.AGENT_STATE;
            case REQUEST -> Schemas.QUESTION_REQUEST;
            case EVENT -> Schemas.PROGRESS_EVENT;
            case ANSWER -> Schemas.ANSWER;
            default -> throw new IllegalArgumentException(sample);
        };
    }

    /** The sample with one change made to the object at {@code pointer}. */
    private static ObjectNode mutated(String sample, String pointer, Consumer<ObjectNode> change) {
        var tree = Json.sampleTree(sample);
        JsonNode target = tree.at(pointer);
        assertThat(target.isObject()).as("%s in %s", pointer, sample).isTrue();
        change.accept((ObjectNode) target);
        return tree;
    }

    private static void assertRejected(String sample, JsonNode json, String keyword) {
        assertThat(Schemas.validate(schemaOf(sample), Json.sampleTree(sample)))
                .as("unchanged %s is valid", sample)
                .isEmpty();
        assertThat(Schemas.failedKeywords(schemaOf(sample), json)).contains(keyword);
    }

    static Stream<Arguments> requiredTopLevelFields() {
        return Stream.of(STATE, REQUEST, EVENT, ANSWER).flatMap(sample -> {
            var required = Schemas.tree(schemaOf(sample)).get("required");
            assertThat(required.size()).isPositive();
            return required.values().stream().map(name -> Arguments.of(sample, name.stringValue()));
        });
    }

    @ParameterizedTest(name = "{0} without {1}")
    @MethodSource("requiredTopLevelFields")
    void missingRequiredFieldIsRejected(String sample, String field) {
        assertRejected(sample, mutated(sample, "", o -> o.remove(field)), "required");
    }

    static Stream<Arguments> missingNestedFields() {
        return Stream.of(
                Arguments.of(STATE, "/intake/question", "text"),
                Arguments.of(STATE, "/research/plan/0", "status"),
                Arguments.of(STATE, "/research/plan/1", "execution"),
                Arguments.of(STATE, "/research/plan/0/execution", "confidence"),
                Arguments.of(STATE, "/research/plan/0/execution/evidence/0", "sha256"),
                Arguments.of(STATE, "/research/accumulatedContext/0", "stepId"),
                Arguments.of(STATE, "/intake/injection", "safe"),
                Arguments.of(STATE, "/telemetry/metrics/nodes/0", "model"),
                Arguments.of(STATE, "/telemetry/metrics/nodes/2/model", "calls"),
                Arguments.of(STATE, "/telemetry/trail/0", "topic"),
                Arguments.of(ANSWER, "/choices/0", "label"),
                Arguments.of(ANSWER, "/sources/0", "query"),
                Arguments.of(ANSWER, "/metrics", "perNode"),
                Arguments.of(ANSWER, "/path/3", "route"));
    }

    @ParameterizedTest(name = "{0} {1} without {2}")
    @MethodSource("missingNestedFields")
    void missingNestedRequiredFieldIsRejected(String sample, String pointer, String field) {
        assertRejected(sample, mutated(sample, pointer, o -> o.remove(field)), "required");
    }

    static Stream<Arguments> wrongEnumValues() {
        return Stream.of(
                Arguments.of(STATE, "/outcome", "status", "DONE"),
                Arguments.of(STATE, "/intake", "queryType", "MULTI_HOP"),
                Arguments.of(STATE, "/research/plan/0", "status", "SKIPPED"),
                Arguments.of(STATE, "/research/accumulatedContext/0", "status", "completed"),
                Arguments.of(STATE, "/telemetry/trail/2", "node", "judge"),
                Arguments.of(STATE, "/telemetry/trail/2", "topic", "agent.judge"),
                Arguments.of(STATE, "/telemetry/metrics/nodes/0", "node", "Classifier"),
                Arguments.of(EVENT, "", "status", "RUNNING"),
                Arguments.of(EVENT, "", "node", "scheduler"),
                Arguments.of(EVENT, "", "topic", "legal.progress.DLQ"),
                Arguments.of(ANSWER, "", "status", "ANSWERED_FROM_CACHE"),
                Arguments.of(ANSWER, "", "queryType", "complex"),
                Arguments.of(ANSWER, "", "errorKind", "TIMEOUT"),
                Arguments.of(ANSWER, "/path/0", "topic", "legal.answer"));
    }

    @ParameterizedTest(name = "{0} {1}.{2} = {3}")
    @MethodSource("wrongEnumValues")
    void valueOutsideItsEnumIsRejected(String sample, String pointer, String field, String value) {
        assertRejected(sample, mutated(sample, pointer, o -> o.put(field, value)), "enum");
    }

    static Stream<Arguments> extraProperties() {
        return Stream.of(
                Arguments.of(REQUEST, ""),
                Arguments.of(STATE, ""),
                Arguments.of(STATE, "/intake/question"),
                Arguments.of(STATE, "/intake/question/choices/1"),
                Arguments.of(STATE, "/research/plan/0"),
                Arguments.of(STATE, "/research/plan/0/execution"),
                Arguments.of(STATE, "/research/plan/0/execution/evidence/1"),
                Arguments.of(STATE, "/research/accumulatedContext/0"),
                Arguments.of(STATE, "/intake/injection"),
                Arguments.of(STATE, "/telemetry/metrics"),
                Arguments.of(STATE, "/telemetry/metrics/nodes/1"),
                Arguments.of(STATE, "/telemetry/metrics/nodes/1/model"),
                Arguments.of(STATE, "/telemetry/trail/0"),
                Arguments.of(EVENT, ""),
                Arguments.of(ANSWER, ""),
                Arguments.of(ANSWER, "/sources/3"),
                Arguments.of(ANSWER, "/alsoConsulted/0"),
                Arguments.of(ANSWER, "/metrics"),
                Arguments.of(ANSWER, "/metrics/perNode/0"),
                Arguments.of(ANSWER, "/path/11"));
    }

    @ParameterizedTest(name = "{0} {1} with an extra property")
    @MethodSource("extraProperties")
    void extraPropertyIsRejected(String sample, String pointer) {
        assertRejected(
                sample,
                mutated(sample, pointer, o -> o.put("comment", "not part of the contract")),
                "additionalProperties");
    }

    @ParameterizedTest
    @ValueSource(strings = {STATE, REQUEST, EVENT, ANSWER})
    void anotherSchemaVersionIsRejected(String sample) {
        var keywords = Schemas.failedKeywords(schemaOf(sample), mutated(sample, "", o -> o.put("schemaVersion", 9)));

        assertThat(keywords).containsAnyOf("const", "enum");
    }

    @ParameterizedTest
    @ValueSource(strings = {STATE, EVENT, ANSWER})
    void envelopesRequireAnIntegerSchemaVersion(String sample) {
        assertRejected(sample, mutated(sample, "", o -> o.putNull("schemaVersion")), "type");
        assertRejected(sample, mutated(sample, "", o -> o.put("schemaVersion", "1")), "type");
    }

    @Test
    void questionRequestSchemaVersionIsOptionalButOnlyOne() {
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, mutated(REQUEST, "", o -> o.remove("schemaVersion"))))
                .isEmpty();
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, mutated(REQUEST, "", o -> o.putNull("schemaVersion"))))
                .isEmpty();
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, mutated(REQUEST, "", o -> o.put("schemaVersion", 0))))
                .isNotEmpty();
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, mutated(REQUEST, "", o -> o.put("schemaVersion", "1"))))
                .isNotEmpty();
    }

    @Test
    void questionRequestNeedsOnlyTheQuestion() {
        var minimal = Json.MAPPER.createObjectNode().put("question", "What is battery?");

        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, minimal)).isEmpty();
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, minimal.deepCopy().put("question", "")))
                .as("an empty question is refused by the guard with a reason, not by the schema")
                .isEmpty();
        assertThat(Schemas.failedKeywords(
                        Schemas.QUESTION_REQUEST, minimal.deepCopy().putNull("question")))
                .contains("type");
        assertThat(Schemas.failedKeywords(
                        Schemas.QUESTION_REQUEST, minimal.deepCopy().put("requestId", 42)))
                .contains("type");
    }

    private static ObjectNode requestWithChoices(int count) {
        var request = Json.MAPPER.createObjectNode().put("question", "Which letter?");
        var choices = request.putObject("choices");
        for (int i = 0; i < count; i++) {
            choices.put(String.valueOf((char) ('A' + i % 26)) + (i < 26 ? "" : "Z"), "choice " + (i + 1));
        }
        return request;
    }

    @Test
    void twentySixChoicesAreAcceptedAndTwentySevenRejected() {
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, requestWithChoices(26)))
                .isEmpty();

        var twentySeven = requestWithChoices(26);
        ((ObjectNode) twentySeven.get("choices")).put("a", "choice 27");
        assertThat(twentySeven.get("choices").size()).isEqualTo(27);
        assertThat(Schemas.failedKeywords(Schemas.QUESTION_REQUEST, twentySeven))
                .contains("maxProperties");
    }

    @ParameterizedTest
    @ValueSource(strings = {"AA", "1", "", "(A)", "É"})
    void choiceLabelMustBeOneLetter(String label) {
        var request = mutated(REQUEST, "/choices", o -> o.put(label, "another choice"));

        assertThat(Schemas.failedKeywords(Schemas.QUESTION_REQUEST, request)).isNotEmpty();
    }

    @Test
    void choiceTextsMustBeStringsAndChoicesAnObject() {
        assertThat(Schemas.failedKeywords(Schemas.QUESTION_REQUEST, mutated(REQUEST, "/choices", o -> o.put("E", 5))))
                .contains("type");
        assertThat(Schemas.failedKeywords(Schemas.QUESTION_REQUEST, mutated(REQUEST, "", o -> o.putArray("choices")
                        .add("A"))))
                .contains("type");
    }

    @Test
    void envelopeQuestionRejectsTwentySevenChoices() {
        var state = mutated(STATE, "/intake/question", o -> {
            var choices = o.putArray("choices");
            for (int i = 0; i < 27; i++) {
                choices.addObject().put("label", "A").put("text", "choice " + i);
            }
        });

        assertRejected(STATE, state, "maxItems");
    }

    static Stream<Arguments> wrongValues() {
        return Stream.of(
                Arguments.of(STATE, "/intake", "runId", "", "minLength"),
                Arguments.of(STATE, "/telemetry", "hops", "6", "type"),
                Arguments.of(STATE, "/research", "iteration", -1, "minimum"),
                Arguments.of(STATE, "/intake", "createdAt", "yesterday", "format"),
                Arguments.of(STATE, "/research/plan/0", "id", 0, "minimum"),
                Arguments.of(STATE, "/research/plan/0/execution/evidence/0", "sha256", "sha-1", "pattern"),
                Arguments.of(STATE, "/research/plan/0/execution", "confidence", "high", "type"),
                Arguments.of(STATE, "/intake/question/choices/0", "label", "AB", "pattern"),
                Arguments.of(STATE, "/telemetry/trail/1", "route", "classified", "pattern"),
                Arguments.of(EVENT, "", "hop", 0, "minimum"),
                Arguments.of(EVENT, "", "at", "2025-03-14 09:21", "format"),
                Arguments.of(ANSWER, "", "fromCache", "false", "type"),
                Arguments.of(ANSWER, "", "mcAnswer", "C or D", "pattern"),
                Arguments.of(ANSWER, "/sources/0", "number", 0, "minimum"),
                Arguments.of(ANSWER, "/metrics", "llmCalls", -1, "minimum"));
    }

    @ParameterizedTest(name = "{0} {1}.{2} = {3}")
    @MethodSource("wrongValues")
    void wronglyTypedOrShapedValueIsRejected(
            String sample, String pointer, String field, Object value, String keyword) {
        var json = mutated(sample, pointer, o -> o.set(field, Json.MAPPER.valueToTree(value)));

        assertRejected(sample, json, keyword);
    }

    static Stream<Arguments> nullsWhereAValueIsRequired() {
        return Stream.of(
                Arguments.of(
                        STATE, "", List.of("runId", "requestId", "question", "plan", "status", "metrics", "trail")),
                Arguments.of(STATE, "/research/plan/0", List.of("phase", "question", "status")),
                Arguments.of(EVENT, "", List.of("runId", "node", "route", "topic", "status", "at")),
                Arguments.of(ANSWER, "", List.of("answer", "choices", "sources", "metrics", "path", "fromCache")));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("nullsWhereAValueIsRequired")
    void nullIsRejectedForFieldsTheRecordsNeverLeaveNull(String sample, String pointer, List<String> fields) {
        for (var field : fields) {
            assertThat(Schemas.validate(schemaOf(sample), mutated(sample, pointer, o -> o.putNull(field))))
                    .as("%s%s/%s = null", sample, pointer, field)
                    .isNotEmpty();
        }
    }
}
