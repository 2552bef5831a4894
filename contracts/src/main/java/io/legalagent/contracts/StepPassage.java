package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** A passage a step kept: its id, source, reranked score and the start of its text. */
@JsonClassDescription("A passage a step kept: id, source, reranked score, start of its text.")
public record StepPassage(
        String id,
        String source,
        double score,
        @JsonPropertyDescription("The passage text, cut to 200 characters followed by an ellipsis when longer.")
                String preview) {}
