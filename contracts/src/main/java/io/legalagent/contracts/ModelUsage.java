package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Min;

/** Cost of language-model work: calls, characters and tokens each way, unparseable replies, time. */
@JsonClassDescription("Cost of language-model work.")
public record ModelUsage(
        @Min(0) int calls,
        @Min(0) long inputChars,
        @Min(0) long outputChars,
        @Min(0) long inputTokens,
        @Min(0) long outputTokens,
        @Min(0) int parseFailures,
        @Min(0) long millis) {
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
