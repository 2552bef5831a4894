package io.legalagent.model;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A model server on a free local port that answers from a script, one scripted response per request
 * (the last one repeats), and records every request it receives.
 */
final class FakeModelServer implements AutoCloseable {
    record Response(int status, Map<String, String> headers, String body, Duration delay) {
        static Response ok(String body) {
            return new Response(200, Map.of("Content-Type", "application/json"), body, Duration.ZERO);
        }

        static Response status(int status, Map<String, String> headers) {
            return new Response(status, headers, "{\"error\":\"scripted " + status + "\"}", Duration.ZERO);
        }

        static Response slow(String body, Duration delay) {
            return new Response(200, Map.of("Content-Type", "application/json"), body, delay);
        }
    }

    record Request(String method, String path, Map<String, List<String>> headers, String body, long atNanos) {
        String header(String name) {
            return headers.entrySet().stream()
                    .filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0))
                    .findFirst()
                    .orElse(null);
        }
    }

    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final ConcurrentLinkedQueue<Response> script = new ConcurrentLinkedQueue<>();
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private volatile Response last = Response.status(500, Map.of());

    FakeModelServer() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(executor);
        server.createContext("/", this::handle);
        server.start();
    }

    FakeModelServer then(Response... responses) {
        script.addAll(List.of(responses));
        return this;
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    List<Request> requests() {
        return List.copyOf(requests);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            requests.add(new Request(
                    exchange.getRequestMethod(),
                    exchange.getRequestURI().getPath(),
                    Map.copyOf(exchange.getRequestHeaders()),
                    body,
                    System.nanoTime()));
            var next = script.poll();
            var response = next == null ? last : next;
            last = response;
            if (!response.delay().isZero()) {
                sleep(response.delay());
            }
            response.headers().forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
            byte[] bytes = response.body().getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(response.status(), bytes.length);
            exchange.getResponseBody().write(bytes);
        } catch (IOException e) {
            // The client gave up (a timeout test); nothing to answer.
        }
    }

    private static void sleep(Duration delay) {
        try {
            Thread.sleep(delay.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
