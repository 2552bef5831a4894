package io.legalagent.cli.stack;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Whether a Spring Boot process on this machine says it is ready: its readiness probe answers 200. */
final class Readiness {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private Readiness() {}

    static boolean ready(int port) {
        return answers(URI.create("http://127.0.0.1:" + port + "/actuator/health/readiness"));
    }

    /** Whether a GET of the address answers 200 within two seconds. */
    static boolean answers(URI uri) {
        var request =
                HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(2)).GET().build();
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Waits until {@code ready} holds, polling every {@code pauseMillis}; false when the process
     * stopped ({@code alive} no longer holds) or {@code seconds} passed first.
     */
    static boolean await(long seconds, long pauseMillis, BooleanSupplier ready, BooleanSupplier alive) {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (ready.getAsBoolean()) {
                return true;
            }
            if (!alive.getAsBoolean()) {
                return false;
            }
            Children.pause(pauseMillis);
        }
        return false;
    }
}
