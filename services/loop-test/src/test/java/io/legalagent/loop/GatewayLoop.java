package io.legalagent.loop;

import io.legalagent.gateway.testing.TestIssuer;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SampleCollection;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The gateway in front of the nine nodes (offline provider, the real ONNX model, the shipped sample
 * corpus in a real Chroma server) on an embedded KRaft broker: what a user of the HTTP API or the
 * page meets after {@code ./legal up}, signed in with tokens of the real local issuer.
 */
@SpringBootTest(
        classes = GatewayLoopApp.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.partitions=2",
            "legal.model.provider=offline",
            // Nothing is cached, so each question is researched and every run takes every hop.
            "legal.memory.min-confidence=1.01",
            "legal.gateway.rate-limit.questions=1000",
            "legal.gateway.skills-directory=${legal.loop.skills}",
            "legal.tracing.ui-url=http://jaeger.example:16686"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
abstract class GatewayLoop extends ProbedBroker {
    /** The user every call is made as, with every role. */
    static final String USER = "alice";

    static final String ORGANISATION = "firm-a";
    final HttpClient http = HttpClient.newHttpClient();
    final String token = TestIssuer.shared().token(USER, ORGANISATION, "asker", "auditor", "librarian", "evaluator");

    @LocalServerPort
    int port;

    @DynamicPropertySource
    static void realRetrieval(DynamicPropertyRegistry registry) {
        var sample = SampleCollection.ingested();
        registry.add("legal.retrieval.chroma-url", () -> sample.chromaUrl().toString());
        registry.add("legal.retrieval.passages-collection", sample::name);
        registry.add("legal.retrieval.memory-collection", () -> ChromaServer.uniqueCollection("gateway-memory"));
        LoopSigningKey.register(registry);
        // The gateway's classes without its gateway.properties: the resource server trusts the test
        // issuer's tokens (the page tests sign people in at an issuer of their own, BrowserSignIn).
        registry.add("spring.security.oauth2.resourceserver.jwt.issuer-uri", () -> TestIssuer.shared()
                .uri());
        registry.add("spring.security.oauth2.resourceserver.jwt.audiences", () -> "legal-gateway");
        registry.add("legal.loop.skills", () -> io.legalagent.retrieval.support.ProjectRoot.get()
                .resolve("skills")
                .toString());
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    HttpResponse<String> get(String path) throws Exception {
        return get(token, path);
    }

    HttpResponse<String> get(String bearer, String path) throws Exception {
        return http.send(
                HttpRequest.newBuilder(uri(path))
                        .header("Authorization", "Bearer " + bearer)
                        .timeout(Duration.ofSeconds(120))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(String json) throws Exception {
        return post(token, json);
    }

    HttpResponse<String> post(String bearer, String json) throws Exception {
        return http.send(
                HttpRequest.newBuilder(uri("/api/questions"))
                        .header("Authorization", "Bearer " + bearer)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(json))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
