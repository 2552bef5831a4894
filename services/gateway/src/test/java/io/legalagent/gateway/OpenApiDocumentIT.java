package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code /api/openapi.json}, generated from the controllers, against them: every mapped API operation
 * is documented with the status codes it can answer, nothing else is; the question schema is the one
 * in contracts; the event stream names its events.
 */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}")
@EmbeddedKafka(
        partitions = 1,
        topics = {Topics.GATEWAY_QUESTIONS, Topics.PROGRESS, Topics.ANSWERS, Topics.AUDIT})
class OpenApiDocumentIT {

    @LocalServerPort
    int port;

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    private JsonNode document() throws Exception {
        var response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/openapi.json"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        return Pipeline.JSON.readTree(response.body());
    }

    /** "METHOD path" of every API operation the controllers map. */
    private Set<String> mapped() {
        var operations = new TreeSet<String>();
        mappings.getHandlerMethods().forEach((info, method) -> {
            if (!method.getBeanType().getPackageName().equals("io.legalagent.gateway")) {
                return;
            }
            for (String path : info.getPatternValues()) {
                info.getMethodsCondition().getMethods().forEach(verb -> operations.add(verb + " " + path));
            }
        });
        return operations;
    }

    @Test
    void everyOperationOfTheControllersIsDocumentedAndNothingElse() throws Exception {
        var documented = new TreeSet<String>();
        document().path("paths").properties().forEach(path -> path.getValue()
                .properties()
                .forEach(op -> documented.add(op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey())));

        assertThat(documented).isEqualTo(mapped()).isNotEmpty();
    }

    @Test
    void everyOperationDocumentsItsErrorsAsProblems() throws Exception {
        var paths = document().path("paths");
        paths.properties().forEach(path -> path.getValue().properties().forEach(op -> {
            var responses = op.getValue().path("responses");
            assertThat(responses.has("429")).as("%s rate limit", path.getKey()).isTrue();
            responses.properties().stream()
                    .filter(r -> r.getKey().startsWith("4") || r.getKey().startsWith("5"))
                    .forEach(r -> assertThat(r.getValue().path("content").has("application/problem+json"))
                            .as("%s %s", path.getKey(), r.getKey())
                            .isTrue());
        }));
        var ask = paths.path("/api/questions").path("post").path("responses");
        assertThat(ask.properties().stream().map(e -> e.getKey()).collect(Collectors.toSet()))
                .contains("202", "400", "409", "413", "415", "429", "503");
    }

    @Test
    void itIsOpenApi31WithTheEventStreamsEvents() throws Exception {
        var document = document();
        assertThat(document.path("openapi").asString()).startsWith("3.1.");
        assertThat(document.path("info").path("title").asString()).isEqualTo("Legal research agent gateway");
        var stream = document.path("paths")
                .path("/api/questions/{requestId}/events")
                .path("get")
                .path("responses")
                .path("200")
                .path("content")
                .path("text/event-stream");
        assertThat(stream.path("x-events").path("hop").path("$ref").asString()).isEqualTo("#/components/schemas/Hop");
        assertThat(stream.path("x-events").path("answer").path("$ref").asString())
                .isEqualTo("#/components/schemas/Answer");
        var schemas = document.path("components").path("schemas");
        assertThat(schemas.path("Hop").path("required")).isNotEmpty();
        assertThat(schemas.path("Problem").path("properties").has("detail")).isTrue();
    }

    @Test
    void theQuestionSchemaIsTheContractsOne() throws Exception {
        JsonNode contract;
        try (InputStream in = getClass().getResourceAsStream("/schema/question-request.schema.json")) {
            // The contract's own definitions are the document's components.
            contract = Pipeline.JSON.readTree(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                    .replace("#/$defs/", "#/components/schemas/"));
        }
        var schemas = document().path("components").path("schemas");
        var documented = schemas.path("QuestionRequest");
        for (String keyword : new String[] {"type", "properties", "required", "additionalProperties"}) {
            assertThat(requiredAsSet(documented.path(keyword)))
                    .as(keyword)
                    .isEqualTo(requiredAsSet(contract.path(keyword)));
        }
        contract.path("$defs").properties().forEach(def -> assertThat(requiredAsSet(schemas.path(def.getKey())))
                .as(def.getKey())
                .isEqualTo(requiredAsSet(def.getValue())));
    }

    /** The schema with every {@code required} list sorted: it is a set, and the document lists it sorted. */
    private static JsonNode requiredAsSet(JsonNode schema) {
        var copy = schema.deepCopy();
        sortRequired(copy);
        return copy;
    }

    private static void sortRequired(JsonNode node) {
        if (node instanceof ObjectNode object) {
            if (object.get("required") instanceof ArrayNode required) {
                var names = new TreeSet<String>();
                required.forEach(name -> names.add(name.asString()));
                required.removeAll();
                names.forEach(required::add);
            }
            object.properties().forEach(property -> sortRequired(property.getValue()));
        } else if (node instanceof ArrayNode array) {
            array.forEach(OpenApiDocumentIT::sortRequired);
        }
    }
}
