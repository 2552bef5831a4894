package io.legalagent.model;

/** A model's reply; token counts are 0 when the provider does not report them. */
record ModelReply(String text, long inputTokens, long outputTokens) {
    ModelReply {
        text = text == null ? "" : text;
    }
}
