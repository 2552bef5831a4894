package io.legalagent.loop;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * An Ollama server on a free local port: {@code POST /api/chat} without streaming. It recognises the
 * skill by the heading of the instructions (the system turn, or the user turn when the instructions
 * were merged into it), lets a {@link Model} write the reply, reports token counts the way Ollama
 * does ({@code prompt_eval_count}, {@code eval_count}) and records every exchange.
 *
 * <p>It can be switched off and on again on the same port, as a model server that goes down and
 * comes back ({@link #off}, {@link #on}), and can hold one skill's reply until released, so that a
 * test knows a hop is in flight ({@link #hold}, {@link HeldReply}).
 */
final class OllamaStub implements AutoCloseable {
    /** The assistant's reply to one skill call, from the data of the user turn. */
    interface Model {
        String reply(StubSkill skill, String input);
    }

    /** One request as received, the reply's content, and the token counts reported for it. */
    record Exchange(StubSkill skill, JsonNode request, String reply, int promptTokens, int replyTokens) {}

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** What separates merged instructions from the data in a single user turn. */
    private static final String MERGED_SEPARATOR = "\n\n---\n\n";

    private final Model model;
    private final SwitchableServer server;
    private final AtomicReference<HeldReply> hold = new AtomicReference<>();
    private final List<Exchange> exchanges = new CopyOnWriteArrayList<>();
    private final List<String> refused = new CopyOnWriteArrayList<>();
    private final Map<StubSkill, Integer> failing = new ConcurrentHashMap<>();
    private final AtomicInteger failed = new AtomicInteger();
    private final AtomicReference<DownAfter> downAfter = new AtomicReference<>();

    /** The server goes down for good once {@code skill} has been answered {@code left} more times. */
    private record DownAfter(StubSkill skill, AtomicInteger left) {}

    private OllamaStub(Model model) {
        this.model = model;
        this.server = new SwitchableServer(this::handle);
    }

    static OllamaStub start(Model model) {
        return new OllamaStub(model);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.port();
    }

    /** Takes the server down: the port stops listening, or every request gets a 503. */
    void off(SwitchableServer.Outage how) {
        server.off(how);
    }

    /** Brings the server back on the same port. */
    void on() {
        downAfter.set(null);
        server.on();
    }

    /** Requests answered 503 while down. */
    int unavailableAnswers() {
        return server.unavailableAnswers();
    }

    /** Lets go of a reply still held, if any, and forgets the hold. */
    void releaseHeld() {
        var held = hold.getAndSet(null);
        if (held != null) {
            held.release();
        }
    }

    /** Holds the reply to the next call of {@code skill} until the hold is released (at most a minute). */
    HeldReply hold(StubSkill skill) {
        var next = new HeldReply(skill);
        if (!hold.compareAndSet(null, next)) {
            throw new IllegalStateException("a reply is already held");
        }
        return next;
    }

    /** Answers the next {@code times} calls of {@code skill} with a 503, as a briefly overloaded server. */
    void failNext(StubSkill skill, int times) {
        failing.put(skill, times);
    }

    private boolean failsNow(StubSkill skill) {
        Integer left = failing.get(skill);
        if (left == null) {
            return false;
        }
        if (left <= 1) {
            failing.remove(skill);
        } else {
            failing.put(skill, left - 1);
        }
        return true;
    }

    /**
     * Answers the next {@code calls} calls of {@code skill}, then goes down as {@link #off} with a 503
     * for every request until {@link #on}: a model that becomes unavailable in the middle of a run.
     */
    void goDownAfter(StubSkill skill, int calls) {
        downAfter.set(new DownAfter(skill, new AtomicInteger(calls)));
    }

    /** Counts a reply to {@code skill} against {@link #goDownAfter}, and goes down when none is left. */
    private void countTowardsOutage(StubSkill skill) {
        var countdown = downAfter.get();
        if (countdown != null && countdown.skill() == skill && countdown.left().decrementAndGet() <= 0) {
            downAfter.set(null);
            server.off(SwitchableServer.Outage.UNAVAILABLE);
        }
    }

    /** Calls answered 503 by {@link #failNext}. */
    int failedCalls() {
        return failed.get();
    }

    /** How many exchanges so far: a mark for {@link #since(int)}. */
    int count() {
        return exchanges.size();
    }

    List<Exchange> since(int mark) {
        return List.copyOf(exchanges.subList(mark, exchanges.size()));
    }

    /** Requests that were not a chat call for a known skill, with the reason; none in a good run. */
    List<String> refused() {
        return List.copyOf(refused);
    }

    private void handle(HttpExchange http) throws IOException {
        try (http) {
            String path = http.getRequestURI().getPath();
            if (!http.getRequestMethod().equals("POST") || !path.equals("/api/chat")) {
                refuse(http, 404, http.getRequestMethod() + " " + path);
                return;
            }
            var request = JSON.readTree(http.getRequestBody().readAllBytes());
            String system = content(request, "system");
            String user = content(request, "user");
            String instructions = system != null ? system : user == null ? "" : user;
            var skill = StubSkill.recognise(instructions);
            if (skill.isEmpty() || user == null) {
                refuse(http, 400, "no known skill heading or no user turn in " + request);
                return;
            }
            if (failsNow(skill.get())) {
                failed.incrementAndGet();
                send(http, 503, "{\"error\":\"overloaded\"}".getBytes(StandardCharsets.UTF_8));
                return;
            }
            int merged = system != null ? -1 : user.indexOf(MERGED_SEPARATOR);
            String input = merged < 0 ? user : user.substring(merged + MERGED_SEPARATOR.length());
            awaitRelease(skill.get());
            String reply;
            try {
                reply = model.reply(skill.get(), input);
            } catch (RuntimeException e) {
                // Not retried by the client (400), so the run fails at once and names the reason.
                refuse(http, 400, skill.get().fileName + ": " + e);
                return;
            }
            var exchange =
                    new Exchange(skill.get(), request, reply, tokens(instructions) + tokens(input), tokens(reply));
            exchanges.add(exchange);
            send(http, 200, JSON.writeValueAsBytes(chatResponse(request, exchange)));
            countTowardsOutage(skill.get());
        }
    }

    /** Blocks a held skill's request until the test releases it. */
    private void awaitRelease(StubSkill skill) {
        var held = hold.get();
        if (held != null && held.skill() == skill && hold.compareAndSet(held, null)) {
            held.arriveAndWait();
        }
    }

    /** The reply as Ollama writes it when {@code stream} is false. */
    private static ObjectNode chatResponse(JsonNode request, Exchange exchange) {
        var response = JSON.createObjectNode();
        response.put("model", request.path("model").asString());
        response.put("created_at", "2026-01-01T00:00:00Z");
        response.putObject("message").put("role", "assistant").put("content", exchange.reply());
        response.put("done", true);
        response.put("done_reason", "stop");
        response.put("prompt_eval_count", exchange.promptTokens());
        response.put("eval_count", exchange.replyTokens());
        return response;
    }

    /** The content of the last message with this role, or null. */
    private static String content(JsonNode request, String role) {
        String found = null;
        for (var message : request.path("messages")) {
            if (role.equals(message.path("role").asString())) {
                found = message.path("content").asString();
            }
        }
        return found;
    }

    /** A rough token count (about four characters a token); what matters is that it is reported. */
    private static int tokens(String text) {
        return (text.length() + 3) / 4;
    }

    private void refuse(HttpExchange http, int status, String why) throws IOException {
        refused.add(why);
        send(http, status, ("{\"error\":" + JSON.writeValueAsString(why) + "}").getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange http, int status, byte[] body) throws IOException {
        http.getResponseHeaders().add("Content-Type", "application/json");
        http.sendResponseHeaders(status, body.length);
        http.getResponseBody().write(body);
    }

    @Override
    public void close() {
        server.close();
    }
}
