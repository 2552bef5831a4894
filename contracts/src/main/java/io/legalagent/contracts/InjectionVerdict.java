package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import org.jspecify.annotations.Nullable;

/** The guard's verdict on the input: safe to research, with the reasoning behind it. */
@JsonClassDescription("The guard's verdict on the input.")
public record InjectionVerdict(boolean safe, @Nullable String reasoning) {}
