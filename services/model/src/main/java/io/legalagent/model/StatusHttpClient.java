package io.legalagent.model;

import dev.langchain4j.exception.TimeoutException;
import dev.langchain4j.http.client.HttpClient;
import dev.langchain4j.http.client.HttpRequest;
import dev.langchain4j.http.client.SuccessfulHttpResponse;
import dev.langchain4j.http.client.sse.ServerSentEventListener;
import dev.langchain4j.http.client.sse.ServerSentEventParser;
import io.legalagent.ports.SecretMask;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse.BodyHandlers;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;

/**
 * The HTTP client the langchain4j models use here. It differs from langchain4j's JDK client in one
 * way that matters: an error status keeps the server's Retry-After header ({@link ModelHttpException}),
 * so the retry policy can wait as long as the server asked. I/O failures keep their JDK type
 * (connection refused stays a {@link java.net.ConnectException} in the cause chain).
 */
final class StatusHttpClient implements HttpClient {
    private final java.net.http.HttpClient http;
    private final Duration readTimeout;
    private final Clock clock;

    StatusHttpClient(Duration connectTimeout, Duration readTimeout, Clock clock) {
        // HTTP/1.1: local model servers speak plain HTTP, where an h2c upgrade attempt only adds a round trip.
        var builder = java.net.http.HttpClient.newBuilder().version(java.net.http.HttpClient.Version.HTTP_1_1);
        if (connectTimeout != null) {
            builder.connectTimeout(connectTimeout);
        }
        this.http = builder.build();
        this.readTimeout = readTimeout;
        this.clock = clock;
    }

    @Override
    public SuccessfulHttpResponse execute(HttpRequest request) {
        var jdkRequest = java.net.http.HttpRequest.newBuilder(URI.create(request.url()))
                .method(
                        request.method().name(),
                        request.body() == null
                                ? BodyPublishers.noBody()
                                : BodyPublishers.ofString(request.body(), StandardCharsets.UTF_8));
        request.headers().forEach((name, values) -> {
            if (values != null) {
                values.forEach(value -> jdkRequest.header(name, value));
            }
        });
        if (readTimeout != null) {
            jdkRequest.timeout(readTimeout);
        }
        try {
            var response = http.send(jdkRequest.build(), BodyHandlers.ofByteArray());
            String body = new String(response.body(), StandardCharsets.UTF_8);
            if (response.statusCode() < 200 || response.statusCode() >= 300) {
                var wait = RetryAfter.parse(
                        response.headers().firstValue("Retry-After").orElse(null), clock);
                // A server may quote the request's credentials back (an echoing proxy, a verbose 401).
                throw new ModelHttpException(
                        response.statusCode(), SecretMask.mask(body, bearerOf(request)), wait.orElse(null));
            }
            return SuccessfulHttpResponse.builder()
                    .statusCode(response.statusCode())
                    .headers(response.headers().map())
                    .body(body)
                    .build();
        } catch (HttpTimeoutException e) {
            throw new TimeoutException(e);
        } catch (IOException e) {
            throw new UncheckedIOException("Model server request to " + SecretMask.mask(request.url()) + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the model server", e);
        }
    }

    /** The bearer token the request carries, if any. */
    private static String bearerOf(HttpRequest request) {
        return request.headers().entrySet().stream()
                .filter(e -> "Authorization".equalsIgnoreCase(e.getKey()) && e.getValue() != null)
                .flatMap(e -> e.getValue().stream())
                .filter(v -> v != null && v.regionMatches(true, 0, "Bearer ", 0, 7))
                .map(v -> v.substring(7).strip())
                .findFirst()
                .orElse(null);
    }

    /** Replies are read whole; no skill streams. */
    @Override
    public void execute(HttpRequest request, ServerSentEventParser parser, ServerSentEventListener listener) {
        throw new UnsupportedOperationException("Streaming model replies is not supported");
    }
}
