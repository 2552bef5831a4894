package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** With no broker where the gateway looks, a question is answered 503 problem+json within the timeout. */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "legal.gateway.publish-timeout=1s")
class KafkaUnreachableIT {

    @DynamicPropertySource
    static void noBroker(DynamicPropertyRegistry registry) throws Exception {
        int free;
        try (var socket = new ServerSocket(0)) {
            free = socket.getLocalPort();
        }
        int port = free;
        registry.add("spring.kafka.bootstrap-servers", () -> "127.0.0.1:" + port);
    }

    @LocalServerPort
    int port;

    @Test
    void aQuestionIsAnswered503AndTheGatewayIsNotReady() throws Exception {
        var http = HttpClient.newHttpClient();
        long started = System.nanoTime();
        var response = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/questions"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"question\":\"What is battery?\"}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        var problem = GatewayApiIT.assertProblem(response, 503);
        assertThat(problem.path("detail").asText()).contains("legal.questions");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
        var readiness = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/actuator/health/readiness"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(readiness.statusCode()).isEqualTo(503);
    }
}
