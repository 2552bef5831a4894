package io.legalagent.model;

import io.opentelemetry.api.OpenTelemetry;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Builds the real model stack (langchain4j model → resilience → skills) against a fake server. */
final class TestStacks {
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final SkillBook BOOK = SkillBook.ofAllSkills(null);

    private TestStacks() {}

    /** Quick backoff and a breaker that stays closed unless a test wants it open. */
    static ModelSettings.Resilience quick(int attempts) {
        return new ModelSettings.Resilience(
                attempts,
                Duration.ofMillis(10),
                2.0,
                Duration.ofMillis(100),
                Duration.ofSeconds(5),
                50f,
                20,
                20,
                Duration.ofMinutes(1),
                1,
                2,
                Duration.ofSeconds(1));
    }

    /** Settings for one provider; whatever is not given (null) is the services' default. */
    static ModelSettings settings(
            ModelSettings.Provider provider,
            ModelSettings.Ollama ollama,
            ModelSettings.OpenAi openAi,
            ModelSettings.Resilience resilience) {
        var defaults = ModelSettings.bind(Map.of());
        return new ModelSettings(
                provider,
                false,
                null,
                ollama == null ? defaults.ollama() : ollama,
                openAi == null ? defaults.openai() : openAi,
                resilience == null ? defaults.resilience() : resilience,
                true);
    }

    static ModelSettings.Ollama ollama(FakeModelServer server, Duration timeout) {
        return new ModelSettings.Ollama(
                server.baseUrl(), "gemma3:4b", 0.1, 7, 4096, 256, timeout, Duration.ofSeconds(10));
    }

    static ModelSettings.OpenAi openAi(FakeModelServer server) {
        return new ModelSettings.OpenAi(
                server.baseUrl() + "/v1",
                "test-key",
                "qwen2.5-7b-instruct",
                0.2,
                11,
                300,
                Duration.ofSeconds(5),
                Duration.ofSeconds(10),
                true);
    }

    static ResilientModelClient guarded(ModelClient client, ModelSettings.Resilience resilience) {
        return new ResilientModelClient(client, resilience, "test");
    }

    /** The stack as a service builds it: model client, resilience, then one traced span per call. */
    static ModelClient traced(
            ModelClient client,
            ModelSettings.Resilience resilience,
            OpenTelemetry openTelemetry,
            ModelTarget target,
            boolean captureContent) {
        return TracedModelClient.around(guarded(client, resilience), openTelemetry, target, captureContent);
    }

    static ModelClient ollamaClient(ModelSettings.Ollama settings, boolean merge) {
        return new ChatModelClient(ChatModels.ollama(settings, Clock.systemUTC()), merge, true);
    }

    static ModelClient openAiClient(ModelSettings.OpenAi settings, boolean merge) {
        return new ChatModelClient(ChatModels.openAi(settings, Clock.systemUTC()), merge, true);
    }

    static LlmSkills skills(ModelClient client) {
        return new LlmSkills(new SkillRunner(client, BOOK, System::nanoTime));
    }

    static String ollamaReply(String content, int promptTokens, int replyTokens) {
        ObjectNode reply = JSON.createObjectNode();
        reply.put("model", "gemma3:4b");
        reply.put("created_at", "2026-11-22T10:00:00Z");
        reply.putObject("message").put("role", "assistant").put("content", content);
        reply.put("done", true);
        reply.put("done_reason", "stop");
        reply.put("prompt_eval_count", promptTokens);
        reply.put("eval_count", replyTokens);
        return JSON.writeValueAsString(reply);
    }

    static String openAiReply(String content, int promptTokens, int replyTokens) {
        ObjectNode reply = JSON.createObjectNode();
        reply.put("id", "chatcmpl-1");
        reply.put("object", "chat.completion");
        reply.put("created", 1_790_000_000L);
        reply.put("model", "qwen2.5-7b-instruct");
        var choice = reply.putArray("choices").addObject();
        choice.put("index", 0);
        choice.putObject("message").put("role", "assistant").put("content", content);
        choice.put("finish_reason", "stop");
        reply.putObject("usage")
                .put("prompt_tokens", promptTokens)
                .put("completion_tokens", replyTokens)
                .put("total_tokens", promptTokens + replyTokens);
        return JSON.writeValueAsString(reply);
    }

    static JsonNode body(FakeModelServer.Request request) {
        return JSON.readTree(request.body());
    }
}
