package io.legalagent.model;

/**
 * A model's reply; token counts are 0 when the provider does not report them. The model that answered,
 * the provider's id of the reply and why the model stopped are null when the provider does not say.
 */
record ModelReply(
        String text,
        long inputTokens,
        long outputTokens,
        String responseModel,
        String responseId,
        String finishReason) {
    ModelReply {
        text = text == null ? "" : text;
    }

    ModelReply(String text, long inputTokens, long outputTokens) {
        this(text, inputTokens, outputTokens, null, null, null);
    }
}
