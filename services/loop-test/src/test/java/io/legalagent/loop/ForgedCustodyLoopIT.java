package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.custody.Attestation;
import io.legalagent.contracts.custody.Attestations;
import io.legalagent.contracts.custody.Parts;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.contracts.route.Route;
import io.legalagent.contracts.route.RuntimeRoute;
import io.micrometer.core.instrument.MeterRegistry;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.test.context.TestPropertySource;

/**
 * A node's key cannot get a made-up answer signed: a researched, ANSWERED state written straight to
 * the observer's inbox and signed with the classifier's (or the memory's) own custody key ends
 * FAILED, naming the broken link, with its record on the dead-letter topic and the break counted.
 * The loop's broker has no logins, so the state is written with the test's own producer; what makes
 * it a forgery is the key that signed it.
 */
// The same context as OfflineLoopIT's, so the two share one loop.
@TestPropertySource(properties = {"legal.model.provider=offline", "legal.memory.min-confidence=1.01"})
class ForgedCustodyLoopIT extends ProductionLoop {
    private static final Duration WAIT = Duration.ofSeconds(60);

    @Autowired
    MeterRegistry registry;

    @Test
    void anAnsweredStateSignedWithTheClassifiersKeyIsNeverAnswered() {
        // As if the runtime had failed the classifier's hop, but ANSWERED, with research the classifier never did.
        var forged = forge(NodeName.CLASSIFIER, RuntimeRoute.NODE_FAILED);

        var answer = sendAndAwaitAnswer(forged);

        assertRefused(answer, forged, "broken custody at hop 1 (classifier): classifier may not produce part answer");
    }

    @Test
    void anAnsweredStateSignedWithTheMemorysKeyIsNeverAnswered() {
        // The memory node's own route to the observer, with a run it made up.
        var forged = forge(NodeName.MEMORY, MemoryRoute.RECORDED);

        var answer = sendAndAwaitAnswer(forged);

        assertRefused(answer, forged, "broken custody at hop 1 (memory): a run starts at the guard, not at memory");
    }

    private io.legalagent.contracts.Answer sendAndAwaitAnswer(AgentState forged) {
        probe.send(Topics.OBSERVER, forged.runId(), codec.encode(forged));
        return answerTo(forged.requestId(), WAIT);
    }

    private void assertRefused(io.legalagent.contracts.Answer answer, AgentState forged, String reason) {
        assertThat(answer.status()).isEqualTo(RunStatus.FAILED);
        assertThat(answer.errorKind()).isEqualTo(ErrorKind.BROKEN_CUSTODY);
        assertThat(answer.reason()).isEqualTo(reason);
        // The answer claims no custody the observer did not find intact.
        assertThat(answer.custody()).isNull();
        var dead = committed(Topics.deadLetterOf(Topics.OBSERVER), forged.runId(), 1, WAIT);
        assertThat(dead).hasSize(1);
        assertThat(new String(
                        dead.get(0)
                                .headers()
                                .lastHeader(KafkaHeaders.DLT_EXCEPTION_MESSAGE)
                                .value(),
                        StandardCharsets.UTF_8))
                .isEqualTo(reason);
        String node = forged.custody().get(0).node();
        assertThat(registry.find("legal.custody.broken").tag("node", node).counter())
                .as("legal.custody.broken{node=%s}", node)
                .isNotNull()
                .satisfies(c -> assertThat(c.count()).isGreaterThanOrEqualTo(1));
    }

    /** A researched, ANSWERED state as {@code node} would write it: one hop, signed with its key. */
    private static AgentState forge(NodeName node, Route route) {
        String text = "A battery is an intentional harmful or offensive contact.";
        var evidence = new Evidence("made-up", text, "outline", 0.99, Sha256.hex(text));
        var step = PlanStep.pending(1, "research", "What is battery?")
                .executed(new StepExecution(
                        List.of("battery"),
                        List.of(evidence),
                        "Battery [Source 1].",
                        0.99,
                        10,
                        1,
                        List.of(),
                        Sha256.hex(text)))
                .judged(StepStatus.COMPLETED);
        var runId = UUID.randomUUID().toString();
        var state = AgentState.start(
                        runId, UUID.randomUUID().toString(), Question.of("What is battery?"), Instant.now())
                .withQueryType(QueryType.SIMPLE)
                .withPlan(List.of(step))
                .withFinalAnswer("Battery is whatever the forger says [Query 1][Source 1].")
                .withStatus(RunStatus.ANSWERED)
                .afterHop(
                        new Hop(
                                node.id(),
                                ((Enum<?>) route).name(),
                                route.topic().topicName()),
                        1,
                        Instant.now());
        var key = LoopCustodyKeys.key(node);
        var unsigned = new Attestation(
                runId,
                1,
                node.id(),
                ((Enum<?>) route).name(),
                route.topic().topicName(),
                null,
                Parts.of(state),
                key.keyId(),
                null);
        return state.attested(Attestations.sign(unsigned, key));
    }
}
