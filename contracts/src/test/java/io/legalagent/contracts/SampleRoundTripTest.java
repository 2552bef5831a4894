package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

class SampleRoundTripTest {

    static Stream<Arguments> samples() {
        return Stream.of(
                Arguments.of("question-request.json", Schemas.QUESTION_REQUEST, QuestionRequest.class),
                Arguments.of("agent-state.json", Schemas.AGENT_STATE, AgentState.class),
                Arguments.of("progress-event.json", Schemas.PROGRESS_EVENT, ProgressEvent.class),
                Arguments.of("answer.json", Schemas.ANSWER, Answer.class));
    }

    @Test
    void defaultMapperWritesComponentsNullsIsoInstantsAndEnumValues() {
        var state = AgentState.start(
                        "run-1",
                        null,
                        new Question("What is battery?", List.of(new Choice("A", "A harmful touching"))),
                        Instant.parse("2025-03-14T09:21:07.412Z"))
                .withQueryType(QueryType.MULTI_HOP);

        JsonNode json = Json.tree(state);

        assertThat(json.propertyNames())
                .containsExactlyElementsOf(Arrays.stream(AgentState.class.getRecordComponents())
                        .filter(c -> !RecordEncoding.mayBeOmitted(c))
                        .map(c -> c.getName())
                        .toList());
        assertThat(json.has("review"))
                .as("a run that asks for no review leaves it out")
                .isFalse();
        assertThat(json.get("intake").get("queryType").isString()).isTrue();
        assertThat(json.get("intake").get("queryType").stringValue()).isEqualTo("multi_hop");
        assertThat(json.get("outcome").get("status").stringValue()).isEqualTo("IN_PROGRESS");
        assertThat(json.get("intake").get("createdAt").stringValue()).isEqualTo("2025-03-14T09:21:07.412Z");
        assertThat(json.get("intake").get("requestId").stringValue()).isEqualTo("run-1");
        assertThat(json.get("intake").get("injection").isNull()).isTrue();
        assertThat(json.get("outcome").get("finalAnswer").isNull()).isTrue();
        assertThat(json.get("research").get("plan").isArray()).isTrue();
        assertThat(json.get("research").get("plan").size()).isZero();
        assertThat(json.get("telemetry").get("metrics").get("nodes").isArray()).isTrue();
        assertThat(Json.tree(QueryType.SIMPLE).stringValue()).isEqualTo("simple");
        assertThat(Json.tree(StepStatus.COMPLETED).stringValue()).isEqualTo("COMPLETED");
        assertThat(Json.tree(ErrorKind.HOP_LIMIT).stringValue()).isEqualTo("HOP_LIMIT");
        assertThat(Json.MAPPER.readValue("\"multi_hop\"", QueryType.class)).isEqualTo(QueryType.MULTI_HOP);
    }

    @Test
    void derivedAccessorsAreNotWritten() {
        var step = PlanStep.pending(1, "rule", "What is battery?");
        var selection = McSelection.chose("A", "because");

        assertThat(Json.tree(step).propertyNames()).containsExactly("id", "phase", "question", "status", "execution");
        assertThat(Json.tree(selection).propertyNames()).containsExactly("letter", "reasoning", "skippedBecause");
        assertThat(Json.tree(Question.of("q")).propertyNames()).containsExactly("text", "choices");
        assertThat(Json.tree(RunMetrics.EMPTY).propertyNames()).containsExactly("nodes");
    }

    @Test
    void questionRequestOmitsNullsWhileOtherMessagesWriteThem() {
        assertThat(Json.tree(new QuestionRequest("What is battery?", null, null, null)))
                .isEqualTo(Json.MAPPER.readTree("{\"question\":\"What is battery?\"}"));

        var event = new ProgressEvent(
                1,
                "run-1",
                "run-1",
                "guard",
                "SAFE",
                Topics.CLASSIFIER,
                null,
                null,
                1,
                RunStatus.IN_PROGRESS,
                null,
                Instant.parse("2025-03-14T09:21:08Z"));
        JsonNode json = Json.tree(event);
        assertThat(json.get("stepId").isNull()).isTrue();
        assertThat(json.get("confidence").isNull()).isTrue();
        assertThat(json.get("traceId").isNull()).isTrue();
        assertThat(json.get("at").stringValue()).isEqualTo("2025-03-14T09:21:08Z");
    }

    @Test
    void defaultMapperIgnoresUnknownPropertiesSoOnlyTheSchemaCatchesThem() {
        var json = "{\"question\": \"What is battery?\", \"priority\": \"high\"}";

        assertThat(Json.MAPPER.readValue(json, QuestionRequest.class))
                .isEqualTo(new QuestionRequest("What is battery?", null, null, null));
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, json)).isNotEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void sampleValidatesAgainstItsSchema(String sample, String schema, Class<?> type) {
        assertThat(Schemas.validate(schema, Json.sample(sample))).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void sampleSurvivesARoundTripThroughItsRecord(String sample, String schema, Class<?> type) {
        Object value = Json.read(sample, type);

        assertThat(value).isInstanceOf(type);
        assertThat(Json.tree(value)).isEqualTo(Json.sampleTree(sample));
        assertThat(Json.MAPPER.readValue(Json.write(value), type)).isEqualTo(value);
    }

    @Test
    void deserialisedSamplesCarryTheirContent() {
        var request = Json.read("question-request.json", QuestionRequest.class);
        assertThat(request.choices()).containsOnlyKeys("A", "B", "C", "D");
        assertThat(request.choices().keySet()).containsExactly("A", "B", "C", "D");
        assertThat(request.schemaVersion()).isEqualTo(SchemaVersion.CURRENT);

        var state = Json.read("agent-state.json", AgentState.class);
        assertThat(state.intake().queryType()).isEqualTo(QueryType.MULTI_HOP);
        assertThat(state.status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(state.research().plan())
                .extracting(PlanStep::status)
                .containsExactly(StepStatus.COMPLETED, StepStatus.PENDING);
        assertThat(state.research().plan().get(0).execution().evidence()).hasSize(3);
        assertThat(state.research().firstPending()).map(PlanStep::id).contains(2);
        assertThat(state.intake().createdAt()).isEqualTo(Instant.parse("2025-03-14T09:21:07.412Z"));

        var event = Json.read("progress-event.json", ProgressEvent.class);
        assertThat(event.stepId()).isEqualTo(1);
        assertThat(event.confidence()).isEqualTo(0.82);

        var answer = Json.read("answer.json", Answer.class);
        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.mcAnswer()).isEqualTo("C");
        assertThat(answer.errorKind()).isNull();
        assertThat(answer.sources()).hasSize(4);
        assertThat(answer.alsoConsulted()).extracting(Source::id).containsExactly("contracts-sof-022");
        assertThat(answer.evidence()).isEqualTo(EvidenceStrength.SUFFICIENT);
        assertThat(answer.researchPack().steps()).extracting(PackStep::phase).containsExactly("rule", "exception");
        assertThat(answer.researchPack().sealHolds()).isTrue();
        assertThat(answer.seal().changedFields(answer)).isEmpty();
    }

    @Test
    void textSamplesAreThePlainAndAnswerChoicesFormsOfTheJsonRequest() {
        var request = Json.read("question-request.json", QuestionRequest.class);
        var choices = request.choices().entrySet().stream()
                .map((Map.Entry<String, String> e) -> new Choice(e.getKey(), e.getValue()))
                .toList();

        assertThat(Json.sample("question-request-plain.txt").stripTrailing()).isEqualTo(request.question());
        assertThat(Json.sample("question-request-answer-choices.txt").stripTrailing())
                .isEqualTo(new Question(request.question(), choices).withChoices());
        assertThat(Json.sample("question-request-answer-choices.txt").lines())
                .contains("Answer choices:")
                .filteredOn(line -> line.matches("^\\([A-Z]\\) .+"))
                .hasSize(4);
    }
}
