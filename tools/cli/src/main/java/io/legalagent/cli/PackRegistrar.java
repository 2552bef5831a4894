package io.legalagent.cli;

import io.legalagent.contracts.PackRegistration;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import io.legalagent.retrieval.pack.FrozenPacks;
import io.legalagent.retrieval.pack.PackFiles;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Publishes a pack set on {@code legal.packs}, logged in as the pack registrar, the topic's only
 * writer: the folder is first verified against its manifest (every pack's hash, the set's hash), then
 * each pack's passages are registered by id and hash, keyed by the pack set's hash. Registering a set
 * again replaces its record with the same one.
 */
final class PackRegistrar {
    private final String bootstrap;
    private final PrintStream out;

    PackRegistrar(String bootstrap, PrintStream out) {
        this.bootstrap = bootstrap;
        this.out = out;
    }

    /** @throws IllegalArgumentException the folder does not match its manifest (each problem named) */
    static PackRegistration registration(Path dir) {
        var packs = FrozenPacks.read(dir);
        return PackRegistration.of(
                packs.packSetSha256(), PackFiles.sha256(dir.resolve(PackFiles.MANIFEST)), packs.contexts());
    }

    int register(Path dir) {
        var registration = registration(dir);
        try (var producer = producer()) {
            producer.send(new ProducerRecord<>(
                            Topics.PACKS, registration.packSetSha256(), Json.MAPPER.writeValueAsBytes(registration)))
                    .get(30, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException(
                    "cannot publish on " + Topics.PACKS + " at " + bootstrap + ": " + Failures.describe(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while publishing on " + Topics.PACKS, e);
        }
        out.printf(
                "registered pack set %s (%d packs, manifest sha256 %s) on %s%n",
                registration.packSetSha256(), registration.packs().size(), registration.manifestSha256(), Topics.PACKS);
        return ExitCodes.OK;
    }

    private KafkaProducer<String, byte[]> producer() {
        return new KafkaProducer<>(
                Logins.with(
                        AccessTable.PACK_REGISTRAR,
                        Map.of(
                                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                                bootstrap,
                                ProducerConfig.CLIENT_ID_CONFIG,
                                "legal-cli",
                                ProducerConfig.ACKS_CONFIG,
                                "all",
                                ProducerConfig.MAX_BLOCK_MS_CONFIG,
                                15_000)),
                new StringSerializer(),
                new ByteArraySerializer());
    }
}
