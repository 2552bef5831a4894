package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import org.jspecify.annotations.Nullable;

/** A cached research answer found in QA memory for a similar earlier question. */
@JsonClassDescription("A cached research answer for a similar earlier question.")
public record MemoryHit(String question, String answer, double similarity, @Nullable String sourceRunId) {}
