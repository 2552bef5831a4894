package io.legalagent.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An Ollama server on a free local port that answers {@code POST /api/chat} (no streaming) for the
 * screening skill only: the reply's content comes from a function of the user turn, and every
 * request is kept for the test to inspect.
 */
final class ScreeningModelServer implements AutoCloseable {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpServer server;
    private final Function<String, String> reply;
    final List<JsonNode> requests = new CopyOnWriteArrayList<>();

    ScreeningModelServer(Function<String, String> reply) {
        this.reply = reply;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/api/chat", this::handle);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private void handle(HttpExchange http) throws IOException {
        try (http) {
            var request = JSON.readTree(http.getRequestBody().readAllBytes());
            requests.add(request);
            String user = "";
            for (var message : request.path("messages")) {
                if (message.path("role").asString().equals("user")) {
                    user = message.path("content").asString();
                }
            }
            var response = JSON.createObjectNode()
                    .put("model", request.path("model").asString())
                    .put("created_at", "2026-01-01T00:00:00Z")
                    .put("done", true)
                    .put("done_reason", "stop")
                    .put("prompt_eval_count", user.length() / 4)
                    .put("eval_count", 12);
            response.putObject("message").put("role", "assistant").put("content", reply.apply(user));
            byte[] body = JSON.writeValueAsBytes(response);
            http.getResponseHeaders().add("Content-Type", "application/json");
            http.sendResponseHeaders(200, body.length);
            http.getResponseBody().write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
