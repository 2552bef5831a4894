package io.legalagent.loop;

import io.legalagent.contracts.DocumentProgress;
import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.contracts.DocumentRequest;
import io.legalagent.contracts.Topics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import tools.jackson.databind.json.JsonMapper;

/**
 * Stands in for the ingest service in the page test until that service is part of the build: reads
 * {@code legal.documents}, claims each upload from the store's {@code incoming/} folder, keeps the
 * original under its SHA-256 as the ingest does, and publishes the progress the ingest publishes
 * (received, read with its pages from {@code pdfinfo}, embedding page by page, added; deleted). It
 * reads and embeds nothing: the page's part is the gateway's, and that is what the test checks.
 */
final class LibraryStandIn implements AutoCloseable {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Path store;
    private final KafkaConsumer<String, String> consumer;
    private final KafkaProducer<String, byte[]> producer;
    private final Thread thread;

    LibraryStandIn(String brokers, Path store) {
        this.store = store;
        this.consumer = new KafkaConsumer<>(
                Map.of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers,
                        ConsumerConfig.GROUP_ID_CONFIG, "library-stand-in",
                        ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest"),
                new StringDeserializer(),
                new StringDeserializer());
        this.producer = new KafkaProducer<>(
                Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers, ProducerConfig.LINGER_MS_CONFIG, 0),
                new StringSerializer(),
                new ByteArraySerializer());
        this.thread = new Thread(this::run, "library-stand-in");
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        consumer.subscribe(List.of(Topics.DOCUMENTS));
        try {
            while (true) {
                consumer.poll(Duration.ofMillis(100))
                        .forEach(record -> handle(JSON.readValue(record.value(), DocumentRequest.class)));
            }
        } catch (WakeupException e) {
            // closing
        } finally {
            consumer.close();
        }
    }

    private void handle(DocumentRequest request) {
        try {
            switch (request.action()) {
                case INGEST -> ingest(request);
                case DELETE -> send(request, request.documentId(), Stage.DELETED, null, 0, 0, null);
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            send(request, null, Stage.FAILED, null, 0, 0, e.toString());
        }
    }

    private void ingest(DocumentRequest request) throws IOException, InterruptedException {
        send(request, null, Stage.RECEIVED, null, 0, 0, null);
        var incoming = store.resolve("incoming").resolve(request.claimCheck());
        String id = sha256(Files.readAllBytes(incoming));
        Files.move(incoming, store.resolve(id), StandardCopyOption.REPLACE_EXISTING);
        int pages = pages(store.resolve(id));
        send(request, id, Stage.READ, pages, 0, pages, null);
        for (int done = 0; done <= pages; done++) {
            send(request, id, Stage.EMBEDDING, pages, done, pages, null);
        }
        send(request, id, Stage.ADDED, pages, pages, pages, null);
    }

    private void send(
            DocumentRequest request, String id, Stage stage, Integer pages, int done, int total, String reason) {
        var progress = new DocumentProgress(
                request.requestId(),
                request.library(),
                request.fileName(),
                id,
                stage,
                id == null ? null : "PDF",
                done,
                total,
                pages,
                reason,
                Instant.now());
        producer.send(
                new ProducerRecord<>(Topics.DOCUMENT_PROGRESS, request.requestId(), JSON.writeValueAsBytes(progress)));
        producer.flush();
    }

    static int pages(Path pdf) throws IOException, InterruptedException {
        var process = new ProcessBuilder("pdfinfo", pdf.toString())
                .redirectErrorStream(true)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(30, TimeUnit.SECONDS);
        return out.lines()
                .filter(line -> line.startsWith("Pages:"))
                .map(line -> Integer.parseInt(line.substring("Pages:".length()).strip()))
                .findFirst()
                .orElseThrow(() -> new IOException("pdfinfo found no pages: " + out));
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() throws InterruptedException {
        consumer.wakeup();
        thread.join(10_000);
        producer.close(Duration.ofSeconds(5));
    }
}
