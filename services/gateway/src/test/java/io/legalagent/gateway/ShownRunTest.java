package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/**
 * The run the gateway shows for a request id is the one its verified answer names; unsigned progress
 * events of another run (any node may write them) neither take its place nor its owner.
 */
class ShownRunTest {
    private static final String REQUEST = "u-0123456789abcdef0123456789abcdef";
    private static final Owner ALICE = new Owner("alice", "firm-a");
    private static final Owner MALLORY = new Owner("mallory", "firm-b");
    private static final SigningKey OBSERVER = AnswerKeys.generate();
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-29T10:00:00Z"), ZoneOffset.UTC);
    private final RunIndex index =
            new RunIndex(10, clock, new SimpleMeterRegistry(), new AnswerSignatures(OBSERVER.publicKey()));

    @Test
    void aForgedProgressEventOfAnotherRunChangesNothingOnceTheVerifiedAnswerIsThere() {
        index.progress(hop("run-real", 1, clock.instant()), REQUEST, ALICE);
        index.answer(signed(answer("run-real", RunStatus.ANSWERED), OBSERVER), new byte[] {'{', '}'}, REQUEST, ALICE);
        // Earlier than the real run's first hop, as a forger would date it, and claiming the run ended.
        index.progress(hop("run-forged", 1, Instant.EPOCH), REQUEST, MALLORY);

        var log = index.find(REQUEST).orElseThrow();
        assertThat(index.answer(log))
                .hasValueSatisfying(run -> assertThat(run.runId).isEqualTo("run-real"));
        assertThat(log.owner()).isEqualTo(ALICE);
        assertThat(log.hasRun("run-forged")).isFalse();
        assertThat(log.after(0, clock.instant()))
                .extracting(EventStreams.Event::name)
                .containsExactly("hop", "signature", "answer");
        assertThat(log.after(0, clock.instant()).get(0).json()).contains("run-real");
        assertThat(log.after(0, clock.instant()).get(1).json()).contains("\"status\":\"VERIFIED\"");
    }

    @Test
    void beforeAnyVerifiedAnswerTwoRunsUnderOneIdShowNeither() {
        index.progress(hop("run-real", 1, clock.instant()), REQUEST, ALICE);
        var log = index.find(REQUEST).orElseThrow();
        assertThat(log.after(0, clock.instant())).as("the only run is followed").hasSize(1);

        index.progress(hop("run-forged", 1, Instant.EPOCH), REQUEST, MALLORY);
        assertThat(log.after(0, clock.instant())).isEmpty();
        assertThat(log.owner()).as("no record says whose it is").isNull();
        assertThat(log.status()).isNull();

        index.answer(signed(answer("run-real", RunStatus.ANSWERED), OBSERVER), new byte[] {'{', '}'}, REQUEST, ALICE);
        assertThat(log.after(0, clock.instant()).get(0).json()).contains("run-real");
        assertThat(log.status()).isEqualTo("ANSWERED");
    }

    @Test
    void anAnswerSignedWithAnotherKeyNamesNoRun() {
        index.progress(hop("run-real", 1, clock.instant()), REQUEST, ALICE);
        index.progress(hop("run-forged", 1, Instant.EPOCH), REQUEST, MALLORY);
        index.answer(
                signed(answer("run-forged", RunStatus.ANSWERED), AnswerKeys.generate()),
                new byte[] {'{', '}'},
                REQUEST,
                MALLORY);
        var log = index.find(REQUEST).orElseThrow();
        assertThat(index.answer(log)).isEmpty();
        assertThat(log.signature().status().name()).isEqualTo("NOT_CHECKED");

        index.answer(signed(answer("run-real", RunStatus.ANSWERED), OBSERVER), new byte[] {'{', '}'}, REQUEST, ALICE);
        assertThat(index.answer(log))
                .hasValueSatisfying(run -> assertThat(run.runId).isEqualTo("run-real"));
        assertThat(log.owner()).isEqualTo(ALICE);
    }

    @Test
    void theOnlyRunsUnverifiedAnswerIsShownWithItsFailedSignature() {
        index.progress(hop("run-1", 1, clock.instant()), REQUEST, ALICE);
        index.answer(answer("run-1", RunStatus.ANSWERED), new byte[] {'{', '}'}, REQUEST, ALICE);
        var log = index.find(REQUEST).orElseThrow();
        assertThat(index.answer(log)).isPresent();
        assertThat(log.signature().status().name()).isEqualTo("FAILED");
        assertThat(log.signature().detail()).contains("not signed");
    }

    @Test
    void aVerifiedDuplicateRejectionDoesNotNameTheRun() {
        index.progress(hop("run-real", 1, clock.instant()), REQUEST, ALICE);
        var duplicate = AgentState.start("run-again", REQUEST, Question.of("What is battery?"), clock.instant())
                .withError(RunStatus.REJECTED, new RunError(ErrorKind.DUPLICATE_REQUEST, "guard", "used"));
        index.answer(
                signed(Answer.from(duplicate, null, clock.instant()), OBSERVER), new byte[] {'{', '}'}, REQUEST, ALICE);
        var log = index.find(REQUEST).orElseThrow();
        assertThat(log.after(0, clock.instant())).singleElement().satisfies(event -> assertThat(event.json())
                .contains("run-real"));
        assertThat(index.answer(log)).isEmpty();
    }

    private static Answer answer(String runId, RunStatus status) {
        var state = AgentState.start(runId, REQUEST, Question.of("What is battery?"), Instant.now())
                .withOwner(ALICE)
                .withStatus(status)
                .withFinalAnswer("Battery is an intentional harmful or offensive contact.");
        return Answer.from(state, null, Instant.now());
    }

    private static Answer signed(Answer answer, SigningKey key) {
        return AnswerSigning.sign(answer, key);
    }

    private static ProgressEvent hop(String runId, int n, Instant at) {
        return new ProgressEvent(
                1, runId, REQUEST, "guard", "SAFE", "agent.classifier", null, null, n, RunStatus.IN_PROGRESS, null, at);
    }
}
