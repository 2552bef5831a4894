package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * The JSON form of a question on {@code legal.questions}. Choices map a label (A, B, ...) to its
 * text. {@code schemaVersion} may be omitted; when present it must be {@link SchemaVersion#CURRENT}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record QuestionRequest(String question, Map<String, String> choices, String requestId, Integer schemaVersion) {}
