package io.legalagent.loop;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.custody.Attestation;
import io.legalagent.contracts.custody.Attestations;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.retrieval.Hashes;
import io.legalagent.runtime.EnvelopeCodec;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * A short run written straight to the broker as the nodes and the observer would write it: three hops,
 * each vouched for by its node's own key (guard: the question, classifier: the route, planner: the
 * plan), and the answer carrying that custody, signed with the loop's observer key. Before it, a
 * forged progress event of another run under the same request id, dated earlier, as any node's login
 * could write one. For the page's view of who vouched, whatever the nodes of this build attest.
 */
final class VouchedAnswer {
    static final List<Hop> PATH = List.of(
            new Hop("guard", "SAFE", Topics.CLASSIFIER),
            new Hop("classifier", "CLASSIFIED", Topics.PLANNER),
            new Hop("planner", "PLANNED", Topics.EXECUTOR));
    static final List<String> PARTS = List.of("question", "route", "plan.1");

    final String requestId = "vouched-" + UUID.randomUUID();
    final String runId = UUID.randomUUID().toString();
    final String forgedRunId = "forged-" + UUID.randomUUID();
    final String question = "What are the elements of battery? (" + requestId + ")";

    /** Writes the forged event, the run's hops and its signed answer; returns the answer as published. */
    Answer publish(String brokers, Owner owner) throws Exception {
        var codec = new EnvelopeCodec();
        var now = Instant.now();
        var state =
                AgentState.start(runId, requestId, Question.of(question), now).withOwner(owner);
        try (var producer = new KafkaProducer<>(
                Map.<String, Object>of("bootstrap.servers", brokers),
                new StringSerializer(),
                new ByteArraySerializer())) {
            progress(
                    producer,
                    codec,
                    event(
                            forgedRunId,
                            1,
                            new Hop("observer", "FINAL", Topics.ANSWERS),
                            RunStatus.ANSWERED,
                            Instant.EPOCH,
                            new Owner("mallory", "firm-b")));
            String previous = null;
            for (int n = 1; n <= PATH.size(); n++) {
                var hop = PATH.get(n - 1);
                var nodeKey = AnswerKeys.generate();
                var parts = new TreeMap<>(Map.of(PARTS.get(n - 1), Hashes.sha256(PARTS.get(n - 1) + runId)));
                var attestation = Attestations.sign(
                        new Attestation(
                                runId, n, hop.node(), hop.route(), hop.topic(), previous, parts, nodeKey.keyId(), null),
                        nodeKey);
                previous = Attestations.digest(attestation);
                state = state.afterHop(hop, 3, now.plusMillis(n)).attested(attestation);
                progress(producer, codec, event(runId, n, hop, RunStatus.IN_PROGRESS, now.plusMillis(n), owner));
            }
            var answer = AnswerSigning.sign(
                    Answer.from(
                            state.withStatus(RunStatus.ANSWERED)
                                    .withFinalAnswer("Battery is an intentional harmful or offensive contact."),
                            null,
                            Instant.now()),
                    LoopSigningKey.signingKey());
            producer.send(new ProducerRecord<>(Topics.ANSWERS, requestId, codec.encode(answer)))
                    .get();
            return answer;
        }
    }

    private ProgressEvent event(String run, int n, Hop hop, RunStatus status, Instant at, Owner owner) {
        return new ProgressEvent(
                SchemaVersion.CURRENT,
                run,
                requestId,
                hop.node(),
                hop.route(),
                hop.topic(),
                null,
                null,
                n,
                status,
                null,
                at,
                owner);
    }

    private void progress(KafkaProducer<String, byte[]> producer, EnvelopeCodec codec, ProgressEvent event)
            throws Exception {
        var record = new ProducerRecord<>(Topics.PROGRESS, event.runId(), codec.encode(event));
        record.headers().add(Topics.REQUEST_ID_HEADER, requestId.getBytes(StandardCharsets.UTF_8));
        producer.send(record).get();
    }
}
