package io.legalagent.model;

import dev.langchain4j.exception.HttpException;
import java.time.Duration;
import java.util.Optional;

/**
 * An error status from a model server, with the wait its Retry-After header asked for. It extends
 * langchain4j's {@link HttpException}, so langchain4j still maps it (429 → rate limit, 5xx → server
 * error) and keeps it as the cause, where the retry policy finds the wait.
 */
final class ModelHttpException extends HttpException {
    private final transient Duration retryAfter;

    ModelHttpException(int statusCode, String body, Duration retryAfter) {
        super(statusCode, "HTTP " + statusCode + (body == null || body.isBlank() ? "" : ": " + abbreviate(body)));
        this.retryAfter = retryAfter;
    }

    Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    private static String abbreviate(String body) {
        String flat = body.strip();
        return flat.length() <= 300 ? flat : flat.substring(0, 300) + "…";
    }
}
