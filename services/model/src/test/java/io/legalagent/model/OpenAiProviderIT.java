package io.legalagent.model;

import static io.legalagent.model.FakeModelServer.Response;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ReplyReading;
import io.legalagent.ports.ReplanDecision;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The openai provider against a server speaking the OpenAI chat-completions wire format. */
class OpenAiProviderIT {
    private final FakeModelServer server = new FakeModelServer();

    @AfterEach
    void stop() {
        server.close();
    }

    private LlmSkills skills(boolean merge) {
        return TestStacks.skills(
                TestStacks.guarded(TestStacks.openAiClient(TestStacks.openAi(server), merge), TestStacks.quick(3)));
    }

    @Test
    void postsToTheVersionedBaseUrlWithModelMessagesOptionsAndTheSkillsSchema() {
        String reply = "{\"primary\": \"battery harmful offensive contact\", "
                + "\"alternatives\": [\"unlawful touching intent\", \"criminal battery force\"]}";
        server.then(Response.ok(TestStacks.openAiReply(reply, 400, 30)));

        var rewritten = skills(false).rewrite("What is battery?");

        assertThat(rewritten.value().primary()).isEqualTo("battery harmful offensive contact");
        assertThat(rewritten.value().alternatives())
                .containsExactly("unlawful touching intent", "criminal battery force");
        assertThat(rewritten.usage().inputTokens()).isEqualTo(400);
        assertThat(rewritten.usage().outputTokens()).isEqualTo(30);
        assertThat(rewritten.reading()).isEqualTo(ReplyReading.SCHEMA);

        var request = server.requests().get(0);
        // langchain4j appends "chat/completions" to the base URL, so the base URL carries the /v1.
        assertThat(request.path()).isEqualTo("/v1/chat/completions");
        assertThat(request.header("Authorization")).isEqualTo("Bearer test-key");
        var body = TestStacks.body(request);
        assertThat(body.get("model").asString()).isEqualTo("qwen2.5-7b-instruct");
        assertThat(body.get("temperature").asDouble()).isEqualTo(0.2);
        assertThat(body.get("seed").asInt()).isEqualTo(11);
        assertThat(body.get("max_tokens").asInt()).isEqualTo(300);
        var format = body.get("response_format");
        assertThat(format.get("type").asString()).isEqualTo("json_schema");
        assertThat(format.at("/json_schema/name").asString()).isEqualTo("query_rewrite");
        assertThat(format.at("/json_schema/strict").asBoolean()).isTrue();
        var schema = format.at("/json_schema/schema");
        assertThat(schema.get("properties").propertyNames()).containsExactly("primary", "alternatives");
        assertThat(schema.at("/properties/alternatives/type").toString()).contains("array");
        assertThat(schema.get("required").values())
                .extracting(JsonNode::asString)
                .containsExactly("primary", "alternatives");
        assertThat(schema.get("additionalProperties").asBoolean()).isFalse();
        var messages = body.get("messages");
        assertThat(messages.get(0).get("role").asString()).isEqualTo("system");
        assertThat(messages.get(0).get("content").asString()).isEqualTo(TestStacks.BOOK.text("query_rewrite"));
        assertThat(messages.get(1).get("role").asString()).isEqualTo("user");
        assertThat(messages.get(1).get("content").asString()).isEqualTo("What is battery?");
    }

    @Test
    void mergeSystemPromptSendsOneUserTurn() {
        server.then(Response.ok(TestStacks.openAiReply("{\"action\": \"complete\", \"question\": \"\"}", 1, 1)));

        var decided = skills(true).replan("What is battery?", List.of());

        assertThat(decided.value().action()).isEqualTo(ReplanDecision.Action.COMPLETE);
        var messages = TestStacks.body(server.requests().get(0)).get("messages");
        assertThat(messages.size()).isEqualTo(1);
        assertThat(messages.get(0).get("role").asString()).isEqualTo("user");
        assertThat(messages.get(0).get("content").asString()).startsWith(TestStacks.BOOK.text("replan"));
    }

    @Test
    void retries429And500ThenSucceeds() {
        server.then(
                Response.status(429, Map.of("Retry-After", "0")),
                Response.status(502, Map.of()),
                Response.ok(TestStacks.openAiReply("**Answer: (A)**\n\n(A) Kept.", 10, 5)));

        var chosen = skills(false)
                .select(
                        new io.legalagent.contracts.Question(
                                "Who wins?",
                                List.of(
                                        new io.legalagent.contracts.Choice("A", "The plaintiff"),
                                        new io.legalagent.contracts.Choice("B", "The defendant"))),
                        "### Step 1: research");

        assertThat(chosen.value().letter()).isEqualTo("A");
        assertThat(chosen.value().reasoning()).isEqualTo("(A) Kept.");
        // Prose where the schema asked for JSON: the lenient parser still found the letter.
        assertThat(chosen.reading()).isEqualTo(ReplyReading.REPAIRED);
        assertThat(server.requests()).hasSize(3);
    }
}
