package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DocumentProgress;
import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.contracts.DocumentRequest;
import io.legalagent.contracts.DocumentRequest.DocumentAction;
import io.legalagent.contracts.Topics;
import io.legalagent.gateway.testing.Sse;
import io.legalagent.gateway.testing.TestIssuer;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.library.CatalogEntry;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.library.LibraryCatalog;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.support.ChromaServer;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.env.Environment;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * The library endpoints on a real (embedded KRaft) broker: an upload waits in the store folder and
 * its claim check goes to {@code legal.documents}; a file over the limit is refused naming it; the
 * files' progress streams as server-sent events; the listing reads the library's catalogue; a delete is published; an
 * original is served by its SHA-256, and bad or unknown ids are problems.
 */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.ingest.max-file-bytes=2KB",
            "legal.gateway.heartbeat=200ms"
        })
@EmbeddedKafka(
        partitions = 2,
        topics = {
            Topics.QUESTIONS,
            Topics.PROGRESS,
            Topics.ANSWERS,
            Topics.DOCUMENTS,
            Topics.DOCUMENT_PROGRESS,
            Topics.AUDIT
        },
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class DocumentsApiIT {
    private static final Path STORE = tempStore();
    private static final String ORGANISATION = "firm-a";
    private static final String TOKEN = TestIssuer.shared().token("lee", ORGANISATION, "librarian", "asker");
    private static Pipeline pipeline;
    private final HttpClient http = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    @Autowired
    RetrievalSettings retrieval;

    @DynamicPropertySource
    static void store(DynamicPropertyRegistry registry) {
        registry.add("legal.ingest.store-dir", STORE::toString);
        registry.add("legal.gateway.auth.issuer-uri", () -> TestIssuer.shared().uri());
        registry.add("legal.retrieval.chroma-url", () -> ChromaServer.url().toString());
    }

    @BeforeAll
    static void connect(@Autowired Environment environment) {
        pipeline = new Pipeline(environment.getProperty("spring.embedded.kafka.brokers"));
    }

    @AfterAll
    static void disconnect() {
        pipeline.close();
    }

    @Test
    void anUploadWaitsInTheStoreAndItsClaimCheckIsPublishedForTheLibrary() throws Exception {
        var response = upload("firm-a", part("files", "Brief (final).txt", "The lease was assigned."));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        var body = Pipeline.JSON.readTree(response.body());
        assertThat(body.path("library").asText()).isEqualTo("firm-a");
        String requestId = body.path("files").get(0).path("requestId").asText();
        assertThat(body.path("files").get(0).path("fileName").asText()).isEqualTo("Brief (final).txt");
        assertThat(body.path("events").asText()).isEqualTo("/api/documents/events?requests=" + requestId);

        var published = pipeline.records(Topics.DOCUMENTS).stream()
                .filter(r -> requestId.equals(r.key()))
                .toList();
        assertThat(published).hasSize(1);
        var request = Pipeline.JSON.readValue(published.get(0).value(), DocumentRequest.class);
        assertThat(request.action()).isEqualTo(DocumentAction.INGEST);
        assertThat(request.library()).isEqualTo("firm-a");
        assertThat(request.organisation()).as("the caller's organisation").isEqualTo(ORGANISATION);
        assertThat(request.fileName()).isEqualTo("Brief (final).txt");
        assertThat(request.content()).isNull();
        assertThat(request.claimCheck()).endsWith("-Brief_final_.txt").doesNotContain("/");
        assertThat(STORE.resolve("incoming").resolve(request.claimCheck())).hasContent("The lease was assigned.");
    }

    @Test
    void aFileOverTheLimitIsRefusedByNameAndNothingIsPublished() throws Exception {
        int before = pipeline.records(Topics.DOCUMENTS).size();
        var response = upload("default", part("files", "huge.pdf", "x".repeat(5000)));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(413);
        assertThat(response.headers().firstValue("Content-Type")).contains("application/problem+json");
        var problem = Pipeline.JSON.readTree(response.body());
        assertThat(problem.path("detail").asText()).contains("huge.pdf").contains("legal.ingest.max-file-bytes");
        assertThat(problem.path("fileName").asText()).isEqualTo("huge.pdf");
        assertThat(pipeline.records(Topics.DOCUMENTS)).hasSize(before);
    }

    @Test
    void aBadLibraryNameOrNoFileIsABadRequest() throws Exception {
        var badName = upload("Firm A!", part("files", "a.txt", "text"));
        assertThat(badName.statusCode()).isEqualTo(400);
        assertThat(Pipeline.JSON.readTree(badName.body()).path("detail").asText())
                .contains("library name");

        assertThat(get("/api/libraries/Firm_A/documents").statusCode()).isEqualTo(400);
    }

    @Test
    void progressStreamsUntilTheFileEndsAndTheCatalogueListsIt() throws Exception {
        String requestId = UUID.randomUUID().toString();
        String documentId = "ab".repeat(32);
        pipeline.documentProgress(progress(requestId, "firm-b", null, Stage.RECEIVED, 0, 0));
        try (var sse = Sse.open(http, uri("/api/documents/events?requests=" + requestId), null, TOKEN)) {
            assertThat(sse.next().name()).isEqualTo("progress");
            pipeline.documentProgress(progress(requestId, "firm-b", documentId, Stage.EMBEDDING, 3, 7));
            pipeline.documentProgress(progress(requestId, "firm-b", documentId, Stage.ADDED, 7, 7));
            var embedding = Pipeline.JSON.readTree(sse.next().data());
            assertThat(embedding.path("stage").asText()).isEqualTo("EMBEDDING");
            assertThat(embedding.path("done").asInt()).isEqualTo(3);
            assertThat(Pipeline.JSON.readTree(sse.next().data()).path("stage").asText())
                    .isEqualTo("ADDED");
            assertThat(sse.rest()).as("the stream closes once the file ended").isEmpty();
        }
        // The ingest's flip: the file's slot in the library's catalogue, which the listing reads.
        LibraryCatalog.open(
                        new ChromaClient(ChromaServer.url()),
                        Libraries.catalogCollection(retrieval, ORGANISATION, "firm-b"))
                .put(new CatalogEntry(
                        "report.pdf",
                        documentId,
                        "report.pdf",
                        "A report",
                        "PDF",
                        "application/pdf",
                        2,
                        7,
                        0,
                        java.time.Instant.now(),
                        CatalogEntry.Status.READY,
                        ""));
        var listed =
                Pipeline.JSON.readTree(get("/api/libraries/firm-b/documents").body());
        JsonNode document = listed.path("documents").get(0);
        assertThat(document.path("documentId").asText()).isEqualTo(documentId);
        assertThat(document.path("passages").asInt()).isEqualTo(7);
        assertThat(document.path("pages").asInt()).isEqualTo(2);
        assertThat(document.path("title").asText()).isEqualTo("A report");
        assertThat(document.path("status").asText()).isEqualTo("READY");

        var deleted = http.send(
                signedIn("/api/libraries/firm-b/documents/" + documentId)
                        .DELETE()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(deleted.statusCode()).as(deleted.body()).isEqualTo(202);
        String deleteId = Pipeline.JSON
                .readTree(deleted.body())
                .path("files")
                .get(0)
                .path("requestId")
                .asText();
        var request = pipeline.records(Topics.DOCUMENTS).stream()
                .filter(r -> deleteId.equals(r.key()))
                .map(r -> Pipeline.JSON.readValue(r.value(), DocumentRequest.class))
                .findFirst()
                .orElseThrow();
        assertThat(request.action()).isEqualTo(DocumentAction.DELETE);
        assertThat(request.documentId()).isEqualTo(documentId);
        assertThat(request.library()).isEqualTo("firm-b");
        assertThat(request.organisation()).as("the caller's organisation").isEqualTo(ORGANISATION);
    }

    @Test
    void anOriginalIsServedByItsHashAndBadOrUnknownIdsAreProblems() throws Exception {
        byte[] pdf = "%PDF-1.4\n% a tiny stand-in\n".getBytes(StandardCharsets.US_ASCII);
        String id =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(pdf));
        Files.write(
                Files.createDirectories(STORE.resolve("orgs/" + ORGANISATION)).resolve(id), pdf);

        var served = http.send(signedIn("/api/documents/" + id).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(served.statusCode()).isEqualTo(200);
        assertThat(served.body()).isEqualTo(pdf);
        assertThat(served.headers().firstValue("Content-Type")).contains("application/pdf");
        assertThat(served.headers().firstValue("Content-Disposition")).contains("inline");

        var bad = get("/api/documents/not-a-hash");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.headers().firstValue("Content-Type")).contains("application/problem+json");
        var unknown = get("/api/documents/" + "0".repeat(64));
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.headers().firstValue("Content-Type")).contains("application/problem+json");
    }

    @Test
    void aStoredHtmlFileIsServedAsPlainText() throws Exception {
        byte[] html = "<html><script>alert(1)</script></html>".getBytes(StandardCharsets.UTF_8);
        String id =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(html));
        Files.write(
                Files.createDirectories(STORE.resolve("orgs/" + ORGANISATION)).resolve(id), html);

        var served = get("/api/documents/" + id);
        assertThat(served.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/plain"));
        assertThat(served.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
    }

    private static DocumentProgress progress(
            String requestId, String library, String documentId, Stage stage, int done, int total) {
        return new DocumentProgress(
                requestId, library, "brief.pdf", documentId, stage, "PDF", done, total, 2, null, Instant.now(), null);
    }

    private record Part(String field, String fileName, String content) {}

    private static Part part(String field, String fileName, String content) {
        return new Part(field, fileName, content);
    }

    private HttpResponse<String> upload(String library, Part... parts) throws Exception {
        String boundary = "b" + UUID.randomUUID();
        var body = new ByteArrayOutputStream();
        body.writeBytes(
                ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"library\"\r\n\r\n" + library + "\r\n")
                        .getBytes(StandardCharsets.UTF_8));
        for (var part : parts) {
            body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + part.field()
                            + "\"; filename=\"" + part.fileName()
                            + "\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                            + part.content() + "\r\n")
                    .getBytes(StandardCharsets.UTF_8));
        }
        body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return http.send(
                signedIn("/api/documents")
                        .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                        .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(signedIn(path).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A request signed in as a librarian of the firm. */
    private HttpRequest.Builder signedIn(String path) {
        return HttpRequest.newBuilder(uri(path)).header("Authorization", "Bearer " + TOKEN);
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private static Path tempStore() {
        try {
            return Files.createTempDirectory("gateway-library");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
