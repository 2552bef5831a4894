package io.legalagent.model;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The OpenTelemetry GenAI instrumentations' standard opt-in, so that the variable users already set
 * for other instrumented services ({@code OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true})
 * works here too.
 *
 * @param captureMessageContent put each prompt and reply on the model call's span
 *     ({@code gen_ai.input.messages}, {@code gen_ai.output.messages}); off by default, because
 *     questions and answers may be confidential and would then sit in the trace store
 */
@ConfigurationProperties("otel.instrumentation.genai")
public record GenAiCaptureSettings(@DefaultValue("false") boolean captureMessageContent) {}
