package io.legalagent.model;

import java.util.List;
import java.util.Locale;
import tools.jackson.databind.json.JsonMapper;

/**
 * Prompt and reply in the shape of the GenAI conventions' {@code gen_ai.input.messages} and
 * {@code gen_ai.output.messages}: a JSON array of messages, each a role and a list of typed parts.
 * The skill shows as the system turn even for a model that gets it merged into the user turn: the
 * trace shows what was asked, the merge is the provider's wire detail.
 */
final class GenAiMessages {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    record Part(String type, String content) {}

    record InputMessage(String role, List<Part> parts) {}

    record OutputMessage(String role, List<Part> parts, String finish_reason) {}

    private GenAiMessages() {}

    static String input(String instructions, String input) {
        return JSON.writeValueAsString(List.of(
                new InputMessage("system", List.of(text(instructions))),
                new InputMessage("user", List.of(text(input)))));
    }

    /** The reply; a provider that gives no finish reason has, for all we know, stopped normally. */
    static String output(ModelReply reply) {
        String reason = reply.finishReason() == null ? "stop" : reply.finishReason();
        return JSON.writeValueAsString(List.of(new OutputMessage("assistant", List.of(text(reply.text())), reason)));
    }

    /**
     * A langchain4j finish reason in the conventions' words ({@code stop}, {@code length},
     * {@code content_filter}, {@code tool_call}); others lower-cased.
     */
    static String finishReason(Enum<?> reason) {
        if (reason == null) {
            return null;
        }
        return switch (reason.name()) {
            case "TOOL_EXECUTION" -> "tool_call";
            default -> reason.name().toLowerCase(Locale.ROOT);
        };
    }

    private static Part text(String content) {
        return new Part("text", content);
    }
}
