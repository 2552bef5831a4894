package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.Topics;
import io.legalagent.gateway.testing.TestIssuer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.env.Environment;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The gateway on a real (embedded KRaft) broker behind the real local issuer, started in this JVM:
 * every call carries a token the issuer's token endpoint gave. One Spring context for the API tests.
 */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.gateway.rate-limit.verifications=2",
            "legal.gateway.heartbeat=200ms"
        })
@EmbeddedKafka(
        partitions = 2,
        topics = {
            Topics.QUESTIONS,
            Topics.GATEWAY_QUESTIONS,
            Topics.PROGRESS,
            Topics.ANSWERS,
            Topics.AUDIT,
            Topics.REVIEW,
            Topics.DECISIONS
        },
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
abstract class SignedInApi {
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final Owner ALICE = new Owner("alice", "firm-a");
    static final Owner BOB = new Owner("bob", "firm-a");
    static final Owner CAROL = new Owner("carol", "firm-b");
    static Pipeline pipeline;
    final HttpClient http = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    @DynamicPropertySource
    static void issuer(DynamicPropertyRegistry registry) {
        registry.add("legal.gateway.auth.issuer-uri", () -> TestIssuer.shared().uri());
    }

    @BeforeAll
    static void connect(@Autowired Environment environment) {
        pipeline = new Pipeline(environment.getProperty("spring.embedded.kafka.brokers"));
    }

    @AfterAll
    static void disconnect() {
        pipeline.close();
    }

    static String token(Owner owner, String... roles) {
        return TestIssuer.shared().token(owner.user(), owner.organisation(), roles);
    }

    static String asker(Owner owner) {
        return token(owner, "asker");
    }

    HttpResponse<String> post(String token, String json) throws Exception {
        var request = request("/api/questions", token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json));
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> get(String token, String path) throws Exception {
        return http.send(request(path, token).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpRequest.Builder request(String path, String token) {
        var request = HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return request;
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    /** The answer once released, for a caller who may read it. */
    HttpResponse<String> awaitAnswer(String token, String requestId) throws Exception {
        var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        HttpResponse<String> response;
        do {
            response = get(token, "/api/answers/" + requestId);
            if (response.statusCode() == 200) {
                return response;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("no answer to " + requestId + ": " + response.body());
    }

    /** The audit records that match, waiting a little for the ones of a request just answered. */
    static List<AuditRecord> audited(Predicate<AuditRecord> wanted) throws Exception {
        var deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        List<AuditRecord> found;
        do {
            found = pipeline.records(Topics.AUDIT).stream()
                    .map(r -> JSON.readValue(r.value(), AuditRecord.class))
                    .filter(wanted)
                    .toList();
            if (!found.isEmpty()) {
                return found;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        return found;
    }

    static JsonNode assertProblem(HttpResponse<String> response, int status) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type"))
                .as("content type")
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(response.body()).doesNotContain("Exception", "\tat ", "io.legalagent");
        var problem = JSON.readTree(response.body());
        assertThat(problem.path("status").asInt()).isEqualTo(status);
        assertThat(problem.path("title").asString()).isNotBlank();
        return problem;
    }
}
