package io.legalagent.model;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import java.util.List;
import java.util.Objects;

/**
 * A {@link ModelClient} over a langchain4j {@link ChatModel}. The skill goes in the system turn and the
 * data in the user turn, unless the model has no system role (Gemma, for one): then both go in the
 * user turn, instructions first. Which models need that is a setting, never guessed from a name.
 */
final class ChatModelClient implements ModelClient {
    /** Between merged instructions and data, so the model can tell where its task ends. */
    static final String MERGED_SEPARATOR = "\n\n---\n\n";

    private final ChatModel model;
    private final boolean mergeSystemPrompt;
    private final boolean sendSchemas;

    /**
     * @param sendSchemas send a skill's reply schema (Ollama's {@code format}, OpenAI's {@code
     *     response_format} of type {@code json_schema}); false asks for JSON only, for servers that
     *     cannot hold a reply to a schema
     */
    ChatModelClient(ChatModel model, boolean mergeSystemPrompt, boolean sendSchemas) {
        this.model = Objects.requireNonNull(model, "model");
        this.mergeSystemPrompt = mergeSystemPrompt;
        this.sendSchemas = sendSchemas;
    }

    @Override
    public ModelReply chat(String instructions, String input, ReplyFormat format) {
        var request = ChatRequest.builder().messages(messages(instructions, input));
        if (format.json()) {
            request.responseFormat(
                    sendSchemas && format.schema() != null
                            ? ResponseFormat.builder()
                                    .type(ResponseFormatType.JSON)
                                    .jsonSchema(format.schema())
                                    .build()
                            : ResponseFormat.JSON);
        }
        var response = model.chat(request.build());
        var usage = response.tokenUsage();
        return new ModelReply(
                response.aiMessage() == null ? "" : response.aiMessage().text(),
                usage == null ? 0 : count(usage.inputTokenCount()),
                usage == null ? 0 : count(usage.outputTokenCount()),
                response.modelName(),
                response.id(),
                GenAiMessages.finishReason(response.finishReason()));
    }

    private List<ChatMessage> messages(String instructions, String input) {
        if (mergeSystemPrompt) {
            return List.of(UserMessage.from(instructions + MERGED_SEPARATOR + input));
        }
        return List.of(SystemMessage.from(instructions), UserMessage.from(input));
    }

    private static long count(Integer tokens) {
        return tokens == null ? 0 : tokens;
    }
}
