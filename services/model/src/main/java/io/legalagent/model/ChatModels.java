package io.legalagent.model;

import dev.langchain4j.model.chat.Capability;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import java.time.Clock;

/**
 * Builds the langchain4j chat model of a provider from its settings. langchain4j's own retries are
 * switched off: {@link ResilientModelClient} retries, and two layers of retries would multiply.
 */
final class ChatModels {
    private ChatModels() {}

    static ChatModel ollama(ModelSettings.Ollama settings, Clock clock) {
        return OllamaChatModel.builder()
                .httpClientBuilder(new StatusHttpClientBuilder(clock, settings.connectTimeout()))
                .baseUrl(settings.baseUrl())
                .modelName(settings.model())
                .temperature(settings.temperature())
                .seed(settings.seed())
                .numCtx(settings.contextSize())
                .numPredict(settings.maxTokens())
                .timeout(settings.timeout())
                .supportedCapabilities(Capability.RESPONSE_FORMAT_JSON_SCHEMA)
                .maxRetries(0)
                .build();
    }

    static ChatModel openAi(ModelSettings.OpenAi settings, Clock clock) {
        if (settings.model() == null || settings.model().isBlank()) {
            throw new IllegalStateException("legal.model.openai.model is not set: name the model the server serves");
        }
        return OpenAiChatModel.builder()
                .httpClientBuilder(new StatusHttpClientBuilder(clock, settings.connectTimeout()))
                .baseUrl(settings.baseUrl())
                .apiKey(settings.apiKey())
                .modelName(settings.model())
                .temperature(settings.temperature())
                .seed(settings.seed())
                .maxTokens(settings.maxTokens())
                .timeout(settings.timeout())
                .supportedCapabilities(Capability.RESPONSE_FORMAT_JSON_SCHEMA)
                .strictJsonSchema(settings.strictSchema())
                .maxRetries(0)
                .build();
    }
}
