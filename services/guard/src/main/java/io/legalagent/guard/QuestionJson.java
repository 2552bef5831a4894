package io.legalagent.guard;

import io.legalagent.contracts.QuestionRequest;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.type.LogicalType;

/**
 * Strict reading of the JSON question form. Anything the schema does not say is refused rather than
 * guessed: unknown fields, trailing content, duplicate keys, and numbers or booleans where text
 * belongs (or text where a number belongs), so a client's mistake surfaces at once.
 */
final class QuestionJson {
    private static final Pattern COERCION_HINT = Pattern.compile("\\s*\\(but (?:could|might) if coercion[^)]*\\)");
    private static final Pattern FEATURE_HINT = Pattern.compile("\\s*\\(set `DeserializationFeature\\.[^)]*\\)");

    private final JsonMapper mapper = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .build();

    /** Parses the JSON; the exception's message is the reason, without location noise or stack trace. */
    QuestionRequest read(String json) throws Unreadable {
        try {
            return mapper.readValue(json, QuestionRequest.class);
        } catch (InputCoercionException e) {
            // A number out of range parses fine as JSON: it is the schema that cannot hold it.
            throw new Unreadable("JSON does not match the question schema: " + describe(e));
        } catch (StreamReadException e) {
            throw new Unreadable("malformed JSON: " + describe(e) + at(e));
        } catch (JacksonException e) {
            throw new Unreadable("JSON does not match the question schema: " + describe(e));
        }
    }

    private static String describe(JacksonException e) {
        var message = e.getOriginalMessage() == null ? e.getClass().getSimpleName() : e.getOriginalMessage();
        // Jackson's hints to enable coercion or a feature are advice for this service's code, not for the client.
        message = COERCION_HINT.matcher(message).replaceAll("");
        message = FEATURE_HINT.matcher(message).replaceAll("");
        var path = path(e);
        return path.isEmpty() ? message : message + " (at " + path + ")";
    }

    /** The field path as a client writes it, e.g. {@code choices.A}, not Jackson's class-qualified form. */
    private static String path(JacksonException e) {
        var path = new StringBuilder();
        for (var ref : e.getPath()) {
            if (ref.getPropertyName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(ref.getPropertyName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    private static String at(JacksonException e) {
        var location = e.getLocation();
        if (location == null || location.getLineNr() < 0) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    /** Input that is not a readable question request; a copy of the record goes to the dead-letter topic. */
    static final class Unreadable extends Exception {
        Unreadable(String reason) {
            super(reason, null, false, false);
        }
    }
}
