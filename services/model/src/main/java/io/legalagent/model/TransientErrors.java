package io.legalagent.model;

import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.exception.TimeoutException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Optional;

/**
 * Which model failures are worth retrying, decided by exception type and HTTP status only, never by
 * message text: a timeout, a refused or reset connection, HTTP 429 and HTTP 5xx. Everything else
 * (bad request, authentication, unknown model) will fail the same way again.
 */
final class TransientErrors {
    private static final int MAX_DEPTH = 16;

    private TransientErrors() {}

    static boolean isTransient(Throwable error) {
        Throwable current = error;
        for (int depth = 0; current != null && depth < MAX_DEPTH; depth++) {
            if (isTransientType(current)) {
                return true;
            }
            if (current instanceof HttpException http) {
                return isTransientStatus(http.statusCode());
            }
            current = current.getCause() == current ? null : current.getCause();
        }
        return false;
    }

    /** The wait a server asked for with Retry-After, wherever it sits in the cause chain. */
    static Optional<Duration> retryAfter(Throwable error) {
        Throwable current = error;
        for (int depth = 0; current != null && depth < MAX_DEPTH; depth++) {
            if (current instanceof ModelHttpException http) {
                return http.retryAfter();
            }
            current = current.getCause() == current ? null : current.getCause();
        }
        return Optional.empty();
    }

    static boolean isTransientStatus(int status) {
        return status == 408 || status == 429 || (status >= 500 && status <= 599);
    }

    private static boolean isTransientType(Throwable error) {
        return error instanceof TimeoutException
                || error instanceof RateLimitException
                || error instanceof InternalServerException
                || error instanceof HttpTimeoutException
                || error instanceof SocketTimeoutException
                // ConnectException (refused), NoRouteToHostException and resets are all SocketExceptions.
                || error instanceof SocketException;
    }
}
