package io.legalagent.retrieval.store;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** The JDK HTTP client speaking to one Chroma server. */
final class HttpChromaTransport implements ChromaTransport {
    private final URI base;
    private final Duration timeout;
    private final HttpClient http;

    HttpChromaTransport(URI base, Duration timeout) {
        this.base = base;
        this.timeout = timeout;
        // HTTP/1.1: no h2c upgrade dance with the local server.
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    @Override
    public Response send(Request request) {
        var http = HttpRequest.newBuilder(URI.create(base + request.path()))
                .timeout(timeout)
                .header("Accept", "application/json");
        if (request.body() == null) {
            http.method(request.method(), HttpRequest.BodyPublishers.noBody());
        } else {
            http.header("Content-Type", "application/json")
                    .method(request.method(), HttpRequest.BodyPublishers.ofString(request.body()));
        }
        try {
            var response = this.http.send(http.build(), HttpResponse.BodyHandlers.ofString());
            return new Response(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new ChromaUnavailable("Chroma at " + base + " is not reachable: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ChromaException("interrupted while calling Chroma", e);
        }
    }
}
