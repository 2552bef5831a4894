package io.legalagent.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.DocumentProgress;
import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.contracts.Topics;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.library.UnknownLibrary;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.testing.KafkaProbe;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.env.Environment;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The ingest service on an embedded KRaft broker, with its real library: Tika, a real Chroma server
 * and the real ONNX model. Records on legal.documents in, progress events and dead letters out.
 */
@SpringBootTest(
        classes = IngestApplication.class,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.partitions=2",
            "legal.runtime.retry.attempts=2",
            "legal.runtime.retry.initial-interval=20ms",
            "legal.ingest.max-file-bytes=4096",
            "server.port=0"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class IngestServiceIT {
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String LEASE =
            """
            # Assignment of a lease

            An assignee of the whole remaining term is in privity of estate with the landlord and owes the rent.

            A sublessee takes less than the whole term and owes the landlord nothing directly.
            """;
    private static final Path STORE = tempDir();
    private static KafkaProbe probe;

    @Autowired
    EnvelopeCodec codec;

    @Autowired
    RetrievalStack stack;

    @DynamicPropertySource
    static void store(DynamicPropertyRegistry registry) {
        registry.add("legal.ingest.store-dir", STORE::toString);
        registry.add("legal.retrieval.chroma-url", () -> ChromaServer.url().toString());
        registry.add("legal.retrieval.passages-collection", () -> ChromaServer.uniqueCollection("ingest-it"));
    }

    @BeforeAll
    static void connect(@Autowired Environment env) {
        probe = new KafkaProbe(env.getProperty("spring.embedded.kafka.brokers"));
    }

    @AfterAll
    static void disconnect() {
        probe.close();
    }

    @Test
    void addsAFileThenFindsItUnchangedThenDeletesIt() {
        String added = inline("default", "lease.md", LEASE);
        // One passage: the heading and its two short paragraphs, embedded in one batch.
        var events = progress(added, 4);
        assertThat(events)
                .extracting(DocumentProgress::stage)
                .containsExactly(Stage.RECEIVED, Stage.READ, Stage.EMBEDDING, Stage.ADDED);
        String documentId = sha256(LEASE);
        var read = events.get(1);
        assertThat(read.documentId()).isEqualTo(documentId);
        assertThat(read.kind()).isEqualTo("MARKDOWN");
        assertThat(read.total()).isEqualTo(1);
        var end = events.get(3);
        assertThat(end.documentId()).isEqualTo(documentId);
        assertThat(end.fileName()).isEqualTo("lease.md");
        assertThat(end.library()).isEqualTo("default");
        assertThat(end.organisation()).isEqualTo("local");
        assertThat(end.done()).isEqualTo(1);

        var hits = stack.passages()
                .query(stack.embedder().embedQueries(List.of("Does an assignee owe the landlord rent?")), 1, null);
        assertThat(hits.get(0).get(0).passage().id()).isEqualTo(documentId + ":0000");

        var again = progress(inline("default", "lease.md", LEASE), 2);
        assertThat(again).extracting(DocumentProgress::stage).containsExactly(Stage.RECEIVED, Stage.UNCHANGED);
        assertThat(again.get(1).documentId()).isEqualTo(documentId);

        String delete = publish(Map.of("action", "DELETE", "documentId", documentId));
        assertThat(progress(delete, 2))
                .extracting(DocumentProgress::stage)
                .containsExactly(Stage.RECEIVED, Stage.DELETED);
        org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(
                        stack.passages().get(List.of(documentId + ":0000")))
                .as("a deleted document's passages go once no search can still be reading them")
                .isEmpty());
        // Removed just after the commit that made the last event visible.
        org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(inlineFolders())
                .as("inline files are removed once ingested")
                .isEmpty());
    }

    @Test
    void takesAFileByClaimCheckIntoAnOrganisationsLibraryAndRemovesTheClaim() throws IOException {
        Path incoming = Files.createDirectories(STORE.resolve("incoming"));
        Path claim = Files.writeString(
                incoming.resolve("claim-" + UUID.randomUUID()), "Battery is a harmful or offensive touching.");
        String id = publish(Map.of(
                "action",
                "INGEST",
                "library",
                "filings",
                "organisation",
                "firm-b",
                "fileName",
                "battery.txt",
                "claimCheck",
                claim.getFileName().toString()));
        var events = progress(id, 4);
        assertThat(events)
                .extracting(DocumentProgress::stage)
                .containsExactly(Stage.RECEIVED, Stage.READ, Stage.EMBEDDING, Stage.ADDED);
        assertThat(events.get(3).library()).isEqualTo("filings");
        assertThat(events.get(3).organisation()).isEqualTo("firm-b");
        assertThat(stack.passages("firm-b", "filings").count()).isEqualTo(1);
        assertThatThrownBy(() -> stack.passages("local", "filings")).isInstanceOf(UnknownLibrary.class);
        assertThat(STORE.resolve("orgs/firm-b").resolve(events.get(3).documentId()))
                .exists();
        org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(claim)
                .doesNotExist());
    }

    @Test
    void refusesBadRecordsWithAReasonAndADeadLetterAndGoesOn() {
        assertRefused(send("not json at all"), "not JSON");
        assertRefused(publish(Map.of("action", "SHRED", "documentId", "x")), "unknown action 'SHRED'");
        assertRefused(publish(Map.of("fileName", "a.txt", "content", base64("a"))), "missing action");
        assertRefused(
                publish(Map.of(
                        "action", "INGEST", "library", "Bad Name!", "fileName", "a.txt", "content", base64("a"))),
                "library name 'Bad Name!'");
        assertRefused(
                publish(Map.of(
                        "action", "INGEST", "organisation", "firm-b", "fileName", "a.txt", "content", base64("a"))),
                "the default library is shared by every organisation");
        assertRefused(
                publish(Map.of("action", "INGEST", "fileName", "a.txt", "claimCheck", "../etc/passwd")),
                "plain file name");
        assertRefusedAfterReceipt(
                publish(Map.of("action", "INGEST", "fileName", "a.txt", "claimCheck", "never-uploaded")), "not found");
        assertRefusedAfterReceipt(inline("default", "empty.txt", ""), "the file is empty");
        assertRefused(inline("default", "big.txt", "x".repeat(5000)), "more than legal.ingest.max-file-bytes (4096)");
        // A file the library refuses: FAILED with the reason; the record itself was sound, so no dead letter.
        var sound = progress(inline("default", "tune.mp3", "ID3 not a document"), 2);
        assertThat(sound).extracting(DocumentProgress::stage).containsExactly(Stage.RECEIVED, Stage.FAILED);
        assertThat(sound.get(1).reason()).contains("not a document");

        var after = progress(inline("default", "after.txt", "Trespass to land is an intentional entry."), 4);
        assertThat(after.get(3).stage()).isEqualTo(Stage.ADDED);
    }

    /** Refused by what the record says: FAILED at once. */
    private void assertRefused(String requestId, String reason) {
        assertRefused(requestId, reason, List.of(Stage.FAILED));
    }

    /** Refused once its file was looked for: RECEIVED, then FAILED. */
    private void assertRefusedAfterReceipt(String requestId, String reason) {
        assertRefused(requestId, reason, List.of(Stage.RECEIVED, Stage.FAILED));
    }

    private void assertRefused(String requestId, String reason, List<Stage> stages) {
        var events = progress(requestId, stages.size());
        assertThat(events).extracting(DocumentProgress::stage).containsExactlyElementsOf(stages);
        assertThat(events.get(stages.size() - 1).reason()).contains(reason);
        var dead = probe.await(Topics.deadLetterOf(Topics.DOCUMENTS), r -> requestId.equals(r.key()), 1, WAIT);
        assertThat(dead).hasSize(1);
        assertThat(new String(
                        dead.get(0)
                                .headers()
                                .lastHeader(KafkaHeaders.DLT_EXCEPTION_MESSAGE)
                                .value(),
                        StandardCharsets.UTF_8))
                .contains(reason);
    }

    private String inline(String library, String fileName, String text) {
        return publish(Map.of("action", "INGEST", "library", library, "fileName", fileName, "content", base64(text)));
    }

    private String publish(Map<String, String> fields) {
        String requestId = UUID.randomUUID().toString();
        var record = new java.util.LinkedHashMap<String, String>(fields);
        record.put("requestId", requestId);
        probe.send(Topics.DOCUMENTS, requestId, codec.encode(record));
        return requestId;
    }

    /** A record that is not a request at all, keyed by a new request id. */
    private String send(String value) {
        String requestId = UUID.randomUUID().toString();
        probe.send(Topics.DOCUMENTS, requestId, value.getBytes(StandardCharsets.UTF_8));
        return requestId;
    }

    private List<DocumentProgress> progress(String requestId, int expected) {
        var records = probe.await(Topics.DOCUMENT_PROGRESS, r -> requestId.equals(r.key()), expected, WAIT);
        return records.stream()
                .map(ConsumerRecord::value)
                .map(value -> codec.decode(value, DocumentProgress.class))
                .toList();
    }

    private static String sha256(String text) {
        try {
            return java.util.HexFormat.of()
                    .formatHex(java.security.MessageDigest.getInstance("SHA-256")
                            .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String base64(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    private static List<Path> inlineFolders() {
        try (var files = Files.list(STORE.resolve("incoming"))) {
            return files.filter(p -> p.getFileName().toString().startsWith(".inline-"))
                    .toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("ingest-it-");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
