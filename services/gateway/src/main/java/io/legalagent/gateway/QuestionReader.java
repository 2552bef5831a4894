package io.legalagent.gateway;

import com.networknt.schema.InputFormat;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.SchemaVersion;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.UUID;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the body of {@code POST /api/questions}: the question JSON of {@code legal.questions}, held
 * to its JSON Schema from contracts (unknown fields, wrong types and bad choice labels are named
 * there), then to what the guard would refuse (an empty or overlong question, an empty choice).
 * Refused here, a question never reaches the pipeline. A missing request id is made here, so the
 * caller learns it from the reply.
 */
final class QuestionReader {
    /** A request id appears in URLs and headers: a conservative alphabet, at most 128 characters. */
    static final Pattern REQUEST_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:-]{0,127}");

    private static final JsonSchema SCHEMA = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
            .getSchema(SchemaLocation.of("classpath:schema/question-request.schema.json"));
    private static final JsonMapper STRICT = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private final int maxQuestionChars;

    QuestionReader(int maxQuestionChars) {
        this.maxQuestionChars = maxQuestionChars;
    }

    /** The question with its request id (made when absent) and schema version set. */
    QuestionRequest read(byte[] body) {
        String text = utf8(body);
        if (text.isBlank()) {
            throw Problems.badRequest("body", "the body is empty; send the question as JSON");
        }
        JsonNode json;
        try {
            json = STRICT.readTree(text);
        } catch (JacksonException e) {
            var at = e.getLocation() == null
                    ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr() + ")";
            throw Problems.badRequest("body", "malformed JSON: " + e.getOriginalMessage() + at);
        }
        if (!json.isObject()) {
            throw Problems.badRequest("body", "the body must be a JSON object with a \"question\"");
        }
        if (json.has("owner")) {
            throw Problems.badRequest("owner", "the gateway states who asked: the signed-in caller; omit owner");
        }
        var violations = SCHEMA.validate(text, InputFormat.JSON);
        if (!violations.isEmpty()) {
            var errors = violations.stream()
                    .map(QuestionReader::fieldError)
                    .sorted(Comparator.comparing(Problems.FieldError::field))
                    .toList();
            var first = errors.get(0);
            throw Problems.badRequest("schema violation at " + first.field() + ": " + first.detail(), errors);
        }
        return complete(STRICT.treeToValue(json, QuestionRequest.class));
    }

    private QuestionRequest complete(QuestionRequest request) {
        String question = request.question() == null ? "" : request.question().strip();
        if (question.isEmpty()) {
            throw Problems.badRequest("question", "the question is empty");
        }
        if (request.question().length() > maxQuestionChars) {
            throw Problems.badRequest(
                    "question",
                    "the question is " + request.question().length() + " characters long; at most " + maxQuestionChars
                            + " are accepted");
        }
        if (request.choices() != null) {
            request.choices().forEach((label, choice) -> {
                if (choice == null || choice.isBlank()) {
                    throw Problems.badRequest("choices." + label, "the choice is empty");
                }
            });
        }
        String requestId = request.requestId();
        if (requestId == null) {
            requestId = UUID.randomUUID().toString();
        } else if (!REQUEST_ID.matcher(requestId).matches()) {
            throw Problems.badRequest(
                    "requestId",
                    "a request id is 1 to 128 letters, digits and . _ : -, starting with a letter or digit");
        }
        return new QuestionRequest(
                        request.question(),
                        request.choices(),
                        requestId,
                        SchemaVersion.CURRENT,
                        request.frozenContext(),
                        request.library())
                .withReview(request.review());
    }

    private static Problems.FieldError fieldError(ValidationMessage violation) {
        String field = violation.getInstanceLocation().toString().replaceFirst("^\\$\\.?", "");
        if (violation.getProperty() != null && "additionalProperties".equals(violation.getType())) {
            field = field.isEmpty() ? violation.getProperty() : field + "." + violation.getProperty();
        }
        String message = violation.getMessage().replaceFirst("^\\$[^:]*: ", "");
        return new Problems.FieldError(field.isEmpty() ? "body" : field, message);
    }

    private static String utf8(byte[] body) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body))
                    .toString();
        } catch (CharacterCodingException e) {
            throw Problems.badRequest("body", "the body is not valid UTF-8 text");
        }
    }
}
