package io.legalagent.guard;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.route.GuardRoute;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.runtime.Admission;
import io.legalagent.runtime.RequestClaim;
import io.legalagent.runtime.UsedRequestIds;
import io.legalagent.screen.LayeredScreen;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rule that a request id names one question: the first record that carries it claims it for its
 * run, whatever the run's answer, and every later one is rejected as a duplicate naming that run.
 * Here the used ids are a map; on Kafka they come from {@code legal.request-ids}.
 */
class RequestIdRuleTest {
    private static final Instant NOW = Instant.parse("2026-03-01T09:00:00Z");
    private static final Instant EARLIER = Instant.parse("2026-02-27T16:30:00Z");

    private final Map<String, RequestClaim> used = new HashMap<>();
    private final UsedRequestIds ledger = id -> Optional.ofNullable(used.get(id));
    private final QuestionIntake intake = new QuestionIntake(
            GuardSettings.defaults().maxQuestionChars(), Clock.fixed(NOW, ZoneOffset.UTC), () -> "run-2");

    private Admission admit(String key, String value) {
        return intake.admit(key, value == null ? null : value.getBytes(StandardCharsets.UTF_8), ledger);
    }

    private void usedBefore(String requestId) {
        used.put(requestId, new RequestClaim(requestId, "run-1", EARLIER, 0, 41));
    }

    @Test
    void theFirstUseOfAnIdClaimsItForTheRun() {
        var byKey = admit("req-7", "What is battery?");
        var byJson = admit("the-key", "{\"requestId\": \"req-8\", \"question\": \"What is assault?\"}");

        assertThat(byKey.claimsRequestId()).isTrue();
        assertThat(byKey.state().requestId()).isEqualTo("req-7");
        assertThat(byJson.claimsRequestId()).isTrue();
        assertThat(byJson.state().requestId()).isEqualTo("req-8");
    }

    @Test
    void aRecordWithoutKeyOrRequestIdIsAnsweredUnderItsRunIdAndClaimsNothing() {
        var admission = admit(null, "What is battery?");

        assertThat(admission.state().requestId()).isEqualTo("run-2");
        assertThat(admission.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(admission.claimsRequestId()).isFalse();
    }

    @Test
    void aSecondUseIsRejectedNamingTheEarlierRun() {
        usedBefore("req-7");

        var admission = admit("req-7", "What is the mailbox rule?");

        var state = admission.state();
        assertThat(state.status()).isEqualTo(RunStatus.REJECTED);
        assertThat(state.outcome().error().kind()).isEqualTo(ErrorKind.DUPLICATE_REQUEST);
        assertThat(state.outcome().error().reason())
                .startsWith("request id req-7 was already used by run run-1 (2026-02-27T16:30:00Z)");
        assertThat(state.requestId()).isEqualTo("req-7");
        assertThat(state.runId()).isEqualTo("run-2");
        assertThat(state.question().text()).isEqualTo("What is the mailbox rule?");
        assertThat(admission.claimsRequestId()).isFalse();
        assertThat(admission.deadLetterReason()).isEmpty();
    }

    @Test
    void theIdInTheJsonIsTheOneThatCountsNotTheKey() {
        usedBefore("shared-key");

        var fresh = admit("shared-key", "{\"requestId\": \"fresh\", \"question\": \"What is assault?\"}");
        var reused = admit("another-key", "{\"requestId\": \"shared-key\", \"question\": \"What is assault?\"}");

        assertThat(fresh.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(fresh.claimsRequestId()).isTrue();
        assertThat(reused.state().outcome().error().kind()).isEqualTo(ErrorKind.DUPLICATE_REQUEST);
    }

    @Test
    void everyUseCountsWhateverItsAnswer() {
        var empty = admit("req-9", "   ");
        var unreadable = admit("req-10", null);

        assertThat(empty.state().outcome().error().kind()).isEqualTo(ErrorKind.INVALID_INPUT);
        assertThat(empty.claimsRequestId()).isTrue();
        assertThat(unreadable.state().outcome().error().kind()).isEqualTo(ErrorKind.POISON_RECORD);
        assertThat(unreadable.claimsRequestId()).isTrue();
    }

    @Test
    void anUnreadableDuplicateIsStillDeadLetteredButAnsweredAsADuplicate() {
        usedBefore("req-7");

        var admission = admit("req-7", "{\"question\": \"What is assault?\", ");

        assertThat(admission.deadLetterReason())
                .hasValueSatisfying(r -> assertThat(r).contains("malformed JSON"));
        assertThat(admission.state().outcome().error().kind()).isEqualTo(ErrorKind.DUPLICATE_REQUEST);
        assertThat(admission.claimsRequestId()).isFalse();
    }

    @Test
    void theGuardSendsADuplicateToTheObserverWithoutScreeningIt() {
        usedBefore("req-7");
        ScreenSkill refusing = question -> {
            throw new AssertionError("a duplicate must not be screened");
        };
        var node = new GuardNode(
                new LayeredScreen(refusing, null, 0.5, refusing), GuardSettings.defaults(), intake, PackRegistry.NONE);

        var admission =
                node.admit(Topics.QUESTIONS, "req-7", "What is battery?".getBytes(StandardCharsets.UTF_8), ledger);
        var transition = node.apply(admission.state());

        assertThat(transition.route()).isEqualTo(GuardRoute.INVALID);
        assertThat(transition.state().outcome().error().kind()).isEqualTo(ErrorKind.DUPLICATE_REQUEST);
    }
}
