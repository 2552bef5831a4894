package io.legalagent.contracts;

/** Cost of language-model work: calls, characters and tokens each way, unparseable replies, time. */
public record ModelUsage(
        int calls,
        long inputChars,
        long outputChars,
        long inputTokens,
        long outputTokens,
        int parseFailures,
        long millis) {
    public static final ModelUsage NONE = new ModelUsage(0, 0, 0, 0, 0, 0, 0);

    public ModelUsage plus(ModelUsage other) {
        return new ModelUsage(
                calls + other.calls,
                inputChars + other.inputChars,
                outputChars + other.outputChars,
                inputTokens + other.inputTokens,
                outputTokens + other.outputTokens,
                parseFailures + other.parseFailures,
                millis + other.millis);
    }
}
