package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** A passage a step kept: its id, source, reranked score and the snippet of its text. */
@JsonClassDescription("A passage a step kept: id, source, reranked score, snippet of its text.")
public record StepPassage(
        String id,
        String source,
        double score,
        @JsonPropertyDescription(
                        "The passage's snippet: 80 characters either side of its best-matching query terms (rp-1.1), an ellipsis at each cut end.")
                String preview) {}
