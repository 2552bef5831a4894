package io.legalagent.model;

import static io.legalagent.model.FakeModelServer.Response;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.ReplyReading;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import io.legalagent.ports.Skilled;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

/**
 * Every structured skill, against a server speaking each provider's wire format: the request carries
 * the skill's reply schema (made from its reply record), a reply that fits it is read without the
 * lenient parser, one that breaks it is repaired and counted, and one that cannot be read is counted
 * as unusable and replaced by the skill's fallback.
 */
class StructuredOutputWireIT {
    private static final Question QUESTION = new Question(
            "Who wins the battery claim?", List.of(new Choice("A", "Plaintiff"), new Choice("B", "Defendant")));

    private final FakeModelServer server = new FakeModelServer();

    @AfterEach
    void stop() {
        server.close();
    }

    enum Provider {
        OLLAMA,
        OPENAI
    }

    /** A reply that fits each skill's schema. */
    private static String fitting(Skill skill) {
        return switch (skill) {
            case DETECT_INJECTION -> "{\"is_safe\": true, \"reasoning\": \"An ordinary question.\"}";
            case CLASSIFY -> "{\"query_type\": \"simple\", \"reasoning\": \"One rule.\"}";
            case PLAN -> "{\"steps\": [{\"phase\": \"rule\", \"question\": \"What are the elements of battery?\"}]}";
            case QUERY_REWRITE -> "{\"primary\": \"battery elements\", \"alternatives\": [\"harmful contact\", \"intent\"]}";
            case REPLAN -> "{\"action\": \"next_step\", \"question\": \"What is assault?\", \"reasoning\": \"A gap.\"}";
            case MC_SELECT -> "{\"letter\": \"B\", \"reasoning\": \"(A) No contact. (B) Consent.\"}";
            case SYNTHESIZE_AND_CITE -> throw new IllegalArgumentException("prose");
        };
    }

    static Stream<Arguments> structuredSkills() {
        return Arrays.stream(Skill.values()).filter(Skill::json).flatMap(skill -> Arrays.stream(Provider.values())
                .map(provider -> Arguments.of(skill, provider)));
    }

    private LlmSkills skills(Provider provider) {
        var client = provider == Provider.OLLAMA
                ? TestStacks.ollamaClient(TestStacks.ollama(server, Duration.ofSeconds(5)), false)
                : TestStacks.openAiClient(TestStacks.openAi(server), false);
        return TestStacks.skills(TestStacks.guarded(client, TestStacks.quick(1)));
    }

    private Skilled<?> call(Skill skill, Provider provider, String reply) {
        server.then(Response.ok(
                provider == Provider.OLLAMA
                        ? TestStacks.ollamaReply(reply, 10, 5)
                        : TestStacks.openAiReply(reply, 10, 5)));
        var skills = skills(provider);
        return switch (skill) {
            case DETECT_INJECTION -> skills.screen(QUESTION);
            case CLASSIFY -> skills.classify(QUESTION);
            case PLAN -> skills.plan(QUESTION.text(), QueryType.MULTI_HOP);
            case QUERY_REWRITE -> skills.rewrite("What is battery?");
            case REPLAN -> skills.replan(
                    QUESTION.text(),
                    List.of(new StepSummary(1, "What is battery?", "Contact.", 0.8, StepStatus.COMPLETED)));
            case MC_SELECT -> skills.select(QUESTION, "### Step 1: battery");
            case SYNTHESIZE_AND_CITE -> throw new IllegalArgumentException("prose");
        };
    }

    /** The schema as the request carries it: Ollama's format, OpenAI's response_format json_schema. */
    private JsonNode sentSchema(Provider provider) {
        var body = TestStacks.body(server.requests().get(server.requests().size() - 1));
        if (provider == Provider.OLLAMA) {
            return body.get("format");
        }
        var format = body.get("response_format");
        assertThat(format.get("type").asString()).isEqualTo("json_schema");
        assertThat(format.at("/json_schema/strict").asBoolean()).isTrue();
        return format.at("/json_schema/schema");
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("structuredSkills")
    void theRequestCarriesTheSkillsSchemaAndAFittingReplyIsReadAsItStands(Skill skill, Provider provider) {
        var result = call(skill, provider, fitting(skill));

        var components = Arrays.stream(skill.shape().orElseThrow().getRecordComponents())
                .map(java.lang.reflect.RecordComponent::getName)
                .toList();
        var schema = sentSchema(provider);
        assertThat(schema.get("properties").propertyNames()).containsExactlyElementsOf(components);
        assertThat(schema.get("required").values())
                .extracting(JsonNode::asString)
                .containsExactlyElementsOf(components);
        if (provider == Provider.OPENAI) {
            assertThat(schema.get("additionalProperties").asBoolean(true)).isFalse();
        }
        assertThat(result.reading()).isEqualTo(ReplyReading.SCHEMA);
        assertThat(result.usage().parseFailures()).isZero();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("structuredSkills")
    void aReplyThatBreaksTheSchemaIsRepairedAndOneThatCannotBeReadFallsBack(Skill skill, Provider provider) {
        // Fenced and with a word around it: what a model without constrained decoding often writes.
        var repaired = call(skill, provider, "Here it is:\n```json\n" + fitting(skill) + "\n```");
        var unusable = call(skill, provider, "I cannot help with that.");

        assertThat(repaired.reading()).isEqualTo(ReplyReading.REPAIRED);
        assertThat(repaired.usage().parseFailures()).isZero();
        assertThat(unusable.reading()).isEqualTo(ReplyReading.UNUSABLE);
        assertThat(unusable.usage().parseFailures()).isEqualTo(1);
        assertThat(unusable.value()).as("the skill's fallback").isNotNull();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("structuredSkills")
    void withoutSchemasTheCallAsksForJsonOnly(Skill skill, Provider provider) {
        var settings = provider == Provider.OLLAMA ? TestStacks.ollama(server, Duration.ofSeconds(5)) : null;
        var client = provider == Provider.OLLAMA
                ? new ChatModelClient(ChatModels.ollama(settings, java.time.Clock.systemUTC()), false, false)
                : new ChatModelClient(
                        ChatModels.openAi(TestStacks.openAi(server), java.time.Clock.systemUTC()), false, false);
        server.then(Response.ok(
                provider == Provider.OLLAMA
                        ? TestStacks.ollamaReply(fitting(skill), 1, 1)
                        : TestStacks.openAiReply(fitting(skill), 1, 1)));

        client.chat("instructions", "input", ReplyFormat.of(skill));

        var body = TestStacks.body(server.requests().get(0));
        if (provider == Provider.OLLAMA) {
            assertThat(body.get("format").asString()).isEqualTo("json");
        } else {
            assertThat(body.at("/response_format/type").asString()).isEqualTo("json_object");
        }
    }
}
