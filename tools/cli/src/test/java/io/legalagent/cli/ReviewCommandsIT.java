package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The review commands against a local HTTP server standing in for the gateway's review API: the
 * method, path, body and bearer token of each request, and what each refusal becomes.
 */
class ReviewCommandsIT {
    private static final String LIST =
            """
            {"pending": 2, "reviews": [
              {"runId": "run-1", "requestId": "req-1", "reviewId": "run-1/1", "kind": "PLAN",
               "requestedAt": "2026-11-29T08:00:00Z", "question": "What is battery?", "queryType": "simple",
               "plan": ["What is battery?"], "asker": {"user": "ann", "organisation": "local"}},
              {"runId": "run-2", "requestId": "req-2", "reviewId": "run-2/2", "kind": "ANSWER",
               "requestedAt": "2026-11-29T08:01:00Z", "question": "What is assault?",
               "asker": {"user": "bob", "organisation": "local"}}
            ]}""";

    private static HttpServer server;
    private static String gateway;
    private static final List<Seen> SEEN = new ArrayList<>();

    record Seen(String method, String path, String authorization, String contentType, String body) {}

    @BeforeAll
    static void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/reviews", ReviewCommandsIT::answer);
        server.start();
        gateway = "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterAll
    static void stop() {
        server.stop(0);
    }

    @BeforeEach
    void forget() {
        synchronized (SEEN) {
            SEEN.clear();
        }
    }

    /** The list for GET; for a decision, the status its run id names (run-409 ...), else 202. */
    private static void answer(HttpExchange exchange) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        String path = exchange.getRequestURI().getRawPath();
        synchronized (SEEN) {
            SEEN.add(new Seen(
                    exchange.getRequestMethod(),
                    path,
                    exchange.getRequestHeaders().getFirst("Authorization"),
                    exchange.getRequestHeaders().getFirst("Content-Type"),
                    body));
        }
        if (exchange.getRequestMethod().equals("GET") && path.equals("/api/reviews")) {
            send(exchange, 200, LIST);
            return;
        }
        var status = java.util.regex.Pattern.compile("/api/reviews/run-(\\d{3})/decision")
                .matcher(path);
        if (status.matches()) {
            int code = Integer.parseInt(status.group(1));
            send(
                    exchange,
                    code,
                    "{\"type\":\"about:blank\",\"title\":\"refused\",\"status\":" + code
                            + ",\"detail\":\"the gateway says " + code + "\"}");
            return;
        }
        send(exchange, 202, "{\"runId\":\"run-1\",\"reviewId\":\"run-1/1\",\"decisionId\":\"d-1\"}");
    }

    private static void send(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/problem+json");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private static Cli review(String... argv) {
        var all = new ArrayList<>(List.of("review"));
        all.addAll(List.of(argv));
        all.addAll(List.of("--gateway", gateway, "--token", "tok-1"));
        return Cli.runWith(name -> null, all.toArray(String[]::new));
    }

    private static Seen decision() {
        synchronized (SEEN) {
            return SEEN.stream()
                    .filter(s -> s.method().equals("POST"))
                    .reduce((a, b) -> b)
                    .orElseThrow();
        }
    }

    @Test
    void listPrintsATableOfTheWaitingReviewsWithTheBearerToken() {
        var result = review("list");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        assertThat(result.out())
                .containsSubsequence("run", "kind", "asker", "waiting since", "question")
                .containsSubsequence("run-1", "plan", "ann@local", "2026-11-29T08:00:00Z", "What is battery?")
                .containsSubsequence("run-2", "answer", "bob@local", "What is assault?")
                .contains("2 reviews wait");
        synchronized (SEEN) {
            assertThat(SEEN).singleElement().satisfies(seen -> {
                assertThat(seen.method()).isEqualTo("GET");
                assertThat(seen.path()).isEqualTo("/api/reviews");
                assertThat(seen.authorization()).isEqualTo("Bearer tok-1");
            });
        }
    }

    @Test
    void listJsonIsTheGatewaysAnswerOnOneLine() {
        var result = review("list", "--json");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out().lines()).hasSize(1);
        assertThat(Json.MAPPER.readTree(result.out())).isEqualTo(Json.MAPPER.readTree(LIST));
    }

    @Test
    void approveByRequestIdPostsToTheRunNamingTheReviewListed() {
        var result = review("approve", "req-1");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        var seen = decision();
        assertThat(seen.path()).isEqualTo("/api/reviews/run-1/decision");
        assertThat(seen.authorization()).isEqualTo("Bearer tok-1");
        assertThat(seen.contentType()).isEqualTo("application/json");
        assertThat(Json.MAPPER.readTree(seen.body()))
                .isEqualTo(Json.MAPPER.readTree("{\"action\":\"APPROVE\",\"reviewId\":\"run-1/1\"}"));
        assertThat(result.out()).contains("approve: run run-1, review run-1/1, decision d-1");
    }

    @Test
    void editSendsThePlanFromTheFileAndTheQueryType(@TempDir Path dir) throws IOException {
        Path plan =
                Files.writeString(dir.resolve("plan.txt"), "What are the elements of battery?\nIs intent required?\n");

        var result =
                review("edit", "run-1", "--plan", plan.toString(), "--query-type", "multi_hop", "--note", "two steps");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        JsonNode body = Json.MAPPER.readTree(decision().body());
        assertThat(body.get("action").asString()).isEqualTo("EDIT");
        assertThat(body.get("reviewId").asString()).isEqualTo("run-1/1");
        assertThat(body.get("plan").valueStream().map(JsonNode::asString))
                .containsExactly("What are the elements of battery?", "Is intent required?");
        assertThat(body.get("queryType").asString()).isEqualTo("multi_hop");
        assertThat(body.get("note").asString()).isEqualTo("two steps");
    }

    @Test
    void rejectAndMoreSendTheirNoteAndStep() {
        assertThat(review("reject", "run-2", "--note", "not for this client").exitCode())
                .isZero();
        assertThat(Json.MAPPER.readTree(decision().body()))
                .isEqualTo(Json.MAPPER.readTree(
                        "{\"action\":\"REJECT\",\"reviewId\":\"run-2/2\",\"note\":\"not for this client\"}"));

        assertThat(review("more", "run-2", "--step", "Is consent a defence?").exitCode())
                .isZero();
        assertThat(decision().path()).isEqualTo("/api/reviews/run-2/decision");
        assertThat(Json.MAPPER.readTree(decision().body()))
                .isEqualTo(Json.MAPPER.readTree(
                        "{\"action\":\"MORE\",\"reviewId\":\"run-2/2\",\"step\":\"Is consent a defence?\"}"));
    }

    @Test
    void anEditOfAnAnswerReviewIsRefusedWithoutAPost(@TempDir Path dir) throws IOException {
        Path plan = Files.writeString(dir.resolve("plan.txt"), "x\n");

        var result = review("edit", "req-2", "--plan", plan.toString());

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.stderr()).contains("an answer review takes [approve, more, reject], not edit");
        synchronized (SEEN) {
            assertThat(SEEN).noneMatch(s -> s.method().equals("POST"));
        }
    }

    @Test
    void eachRefusalIsItsOwnExitCodeWithTheGatewaysDetail() {
        var expected = Map.of(
                400, ExitCodes.USAGE,
                401, ExitCodes.NOT_ALLOWED,
                403, ExitCodes.NOT_ALLOWED,
                404, ExitCodes.NO_SUCH_REVIEW,
                409, ExitCodes.ALREADY_DECIDED,
                410, ExitCodes.REVIEW_CLOSED,
                500, ExitCodes.ERROR);
        expected.forEach((status, code) -> {
            var result = review("approve", "run-" + status);

            assertThat(result.exitCode()).as("status " + status).isEqualTo(code);
            assertThat(result.stderr()).startsWith("legal review approve: ").contains("the gateway says " + status);
            assertThat(decision().path()).isEqualTo("/api/reviews/run-" + status + "/decision");
            // Not in the list: no review id to name, the gateway decides which review that is.
            assertThat(Json.MAPPER.readTree(decision().body()).has("reviewId")).isFalse();
        });
        assertThat(review("approve", "run-409").stderr()).contains("already decided: the gateway says 409");
    }

    @Test
    void theTokenComesFromLegalTokenWhenNoneIsGiven() {
        var result =
                Cli.runWith(Map.of(GatewayAccess.TOKEN_ENV, "from-env")::get, "review", "list", "--gateway", gateway);

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        synchronized (SEEN) {
            assertThat(SEEN).singleElement().extracting(Seen::authorization).isEqualTo("Bearer from-env");
        }
    }

    @Test
    void aGatewayThatIsNotRunningIsNamed() throws IOException {
        int port;
        try (var socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        var result =
                Cli.runWith(name -> null, "review", "list", "--gateway", "http://127.0.0.1:" + port, "--token", "t");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(result.stderr()).contains("does not answer (./legal up starts it)");
    }
}
