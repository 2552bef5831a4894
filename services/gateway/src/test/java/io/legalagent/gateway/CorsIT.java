package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.kafka.test.context.EmbeddedKafka;

/** With origins configured, a browser on one of them may call the API; any other origin may not. */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.gateway.cors-allowed-origins=https://app.example"
        })
@EmbeddedKafka(
        partitions = 1,
        topics = {Topics.GATEWAY_QUESTIONS, Topics.PROGRESS, Topics.ANSWERS, Topics.AUDIT})
class CorsIT {
    @LocalServerPort
    int port;

    private HttpResponse<String> preflight(String origin) throws Exception {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/questions"))
                                .header("Origin", origin)
                                .header("Access-Control-Request-Method", "POST")
                                .header("Access-Control-Request-Headers", "content-type")
                                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aConfiguredOriginMayPostQuestionsAndNoOtherMay() throws Exception {
        var allowed = preflight("https://app.example");
        assertThat(allowed.statusCode()).isEqualTo(200);
        assertThat(allowed.headers().firstValue("Access-Control-Allow-Origin")).contains("https://app.example");

        var refused = preflight("https://elsewhere.example");
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(refused.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }
}
