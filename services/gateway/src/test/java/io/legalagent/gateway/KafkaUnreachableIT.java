package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.gateway.testing.TestIssuer;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * With no broker where the gateway looks, nothing can be audited: a question and a read are each
 * answered 503 problem+json within the timeout (fail closed), and the gateway is not ready.
 */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"legal.gateway.publish-timeout=1s", "legal.gateway.audit-timeout=1s"})
class KafkaUnreachableIT {

    @DynamicPropertySource
    static void noBroker(DynamicPropertyRegistry registry) throws Exception {
        int free;
        try (var socket = new ServerSocket(0)) {
            free = socket.getLocalPort();
        }
        int port = free;
        registry.add("spring.kafka.bootstrap-servers", () -> "127.0.0.1:" + port);
        registry.add("legal.gateway.auth.issuer-uri", () -> TestIssuer.shared().uri());
    }

    @LocalServerPort
    int port;

    /** Health lives on the management port, apart from the public one. */
    @Value("${local.management.port}")
    int managementPort;

    @Test
    void aQuestionAndAReadAreAnswered503AndTheGatewayIsNotReady() throws Exception {
        var http = HttpClient.newHttpClient();
        String token = TestIssuer.shared().token("alice", "firm-a", "asker");
        long started = System.nanoTime();
        var response = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/questions"))
                        .header("Content-Type", "application/json")
                        .header("Authorization", "Bearer " + token)
                        .POST(HttpRequest.BodyPublishers.ofString("{\"question\":\"What is battery?\"}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        var problem = SignedInApi.assertProblem(response, 503);
        assertThat(problem.path("detail").asString()).contains("audit trail");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));

        var read = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/answers"))
                        .header("Authorization", "Bearer " + token)
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(SignedInApi.assertProblem(read, 503).path("type").asString()).endsWith("/audit-unavailable");

        var readiness = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/actuator/health/readiness"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(readiness.statusCode()).isEqualTo(503);
    }
}
