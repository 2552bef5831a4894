package io.legalagent.guard;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.Admission;
import io.legalagent.runtime.RequestClaim;
import io.legalagent.runtime.UsedRequestIds;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Who a question belongs to: stated on the gateway's topic only, configured for legal.questions. */
class QuestionIntakeOwnerTest {
    private static final Instant NOW = Instant.parse("2026-03-01T09:00:00Z");
    private static final Owner CONFIGURED = new Owner("front-desk", "firm-a");
    private static final String ALICE = "\"owner\": {\"user\": \"alice\", \"organisation\": \"firm-b\"}";

    private final QuestionIntake intake =
            new QuestionIntake(20_000, 1_000, Clock.fixed(NOW, ZoneOffset.UTC), () -> "run-1", CONFIGURED);

    private Admission admit(QuestionInbox inbox, String value) {
        return intake.admit(inbox, "req-1", value.getBytes(StandardCharsets.UTF_8), UsedRequestIds.NONE);
    }

    private static void assertRejected(Admission admission, ErrorKind kind, String reason) {
        assertThat(admission.state().status()).isEqualTo(RunStatus.REJECTED);
        assertThat(admission.state().outcome().error().kind()).isEqualTo(kind);
        assertThat(admission.state().outcome().error().reason()).contains(reason);
    }

    @Test
    void aGatewayQuestionBelongsToTheOwnerItStates() {
        var admission = admit(QuestionInbox.GATEWAY, "{\"question\": \"What is battery?\", " + ALICE + "}");

        assertThat(admission.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(admission.state().owner()).isEqualTo(new Owner("alice", "firm-b"));
        assertThat(admission.claimsRequestId()).isTrue();
    }

    @Test
    void aGatewayQuestionWithoutOwnerIsInvalid() {
        var json = admit(QuestionInbox.GATEWAY, "{\"question\": \"What is battery?\"}");
        var text = admit(QuestionInbox.GATEWAY, "What is battery?");

        assertRejected(json, ErrorKind.INVALID_INPUT, "must be JSON that states its owner");
        assertRejected(text, ErrorKind.INVALID_INPUT, "must be JSON that states its owner");
        assertThat(json.state().owner()).isNull();
        assertThat(json.state().question().text()).isEqualTo("What is battery?");
        assertThat(json.deadLetterReason()).isEmpty();
    }

    @Test
    void aGatewayQuestionWithABadOwnerNameIsInvalidWithTheRule() {
        var admission = admit(
                QuestionInbox.GATEWAY,
                "{\"question\": \"What is battery?\", \"owner\": {\"user\": \"alice\", \"organisation\": \"Firm_B\"}}");

        assertRejected(admission, ErrorKind.INVALID_INPUT, "organisation 'Firm_B' must be 1 to 40 lower-case");
        assertThat(admission.state().owner()).isNull();
    }

    @Test
    void aQuestionOnLegalQuestionsThatStatesAnOwnerIsRefusedAndKeepsTheConfiguredOwner() {
        var admission = admit(QuestionInbox.QUESTIONS, "{\"question\": \"What is battery?\", " + ALICE + "}");

        assertRejected(admission, ErrorKind.INVALID_INPUT, "only the gateway may state who asked");
        assertThat(admission.state().owner()).isEqualTo(CONFIGURED);
    }

    @Test
    void everyOtherQuestionOnLegalQuestionsBelongsToTheConfiguredOwner() {
        var json = admit(QuestionInbox.QUESTIONS, "{\"question\": \"What is battery?\"}");
        var text = admit(QuestionInbox.QUESTIONS, "What is battery?");
        var empty = admit(QuestionInbox.QUESTIONS, " ");
        var poison = admit(QuestionInbox.QUESTIONS, "{\"question\": ");

        assertThat(json.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(json.state().owner()).isEqualTo(CONFIGURED);
        assertThat(text.state().owner()).isEqualTo(CONFIGURED);
        assertRejected(empty, ErrorKind.INVALID_INPUT, "the question is empty");
        assertThat(empty.state().owner()).isEqualTo(CONFIGURED);
        assertThat(poison.deadLetterReason()).isPresent();
        assertThat(poison.state().owner()).isEqualTo(CONFIGURED);
    }

    @Test
    void aRejectionOfAGatewayQuestionCarriesItsOwner() {
        var badLibrary = admit(
                QuestionInbox.GATEWAY,
                "{\"question\": \"What is battery?\", \"library\": \"Bad Name\", " + ALICE + "}");

        assertRejected(badLibrary, ErrorKind.INVALID_INPUT, "library name 'Bad Name'");
        assertThat(badLibrary.state().owner()).isEqualTo(new Owner("alice", "firm-b"));
    }

    @Test
    void anIdUsedOnOneTopicIsADuplicateOnTheOtherAndKeepsTheNewOwner() {
        var claim = new RequestClaim("req-1", "run-0", NOW.minusSeconds(60), 0, 5, Topics.QUESTIONS);
        UsedRequestIds used = id -> Optional.of(claim).filter(c -> c.requestId().equals(id));

        var admission = intake.admit(
                QuestionInbox.GATEWAY,
                "req-1",
                ("{\"question\": \"What is battery?\", " + ALICE + "}").getBytes(StandardCharsets.UTF_8),
                used);

        assertRejected(admission, ErrorKind.DUPLICATE_REQUEST, "was already used by run run-0");
        assertThat(admission.state().owner()).isEqualTo(new Owner("alice", "firm-b"));
    }

    @Test
    void theConfiguredOwnerDefaultsToLocal() {
        var owner = GuardSettings.defaults().questionsOwner().owner();

        assertThat(owner).isEqualTo(new Owner("local", "local"));
    }

    @Test
    void theGuardReadsBothTopicsAndTellsThemApart() {
        assertThat(QuestionInbox.of(Topics.GATEWAY_QUESTIONS)).isEqualTo(QuestionInbox.GATEWAY);
        assertThat(QuestionInbox.of(Topics.QUESTIONS)).isEqualTo(QuestionInbox.QUESTIONS);
    }
}
