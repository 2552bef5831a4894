package io.legalagent.guard;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.runtime.Admission;
import io.legalagent.runtime.UsedRequestIds;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class QuestionIntakeTest {
    private static final Instant NOW = Instant.parse("2026-01-15T10:00:00Z");
    private static final String RUN_ID = "run-1";

    private final QuestionIntake intake = new QuestionIntake(
            GuardSettings.defaults().maxQuestionChars(), Clock.fixed(NOW, ZoneOffset.UTC), () -> RUN_ID);

    private Admission admit(String key, String value) {
        return intake.admit(key, value.getBytes(StandardCharsets.UTF_8), UsedRequestIds.NONE);
    }

    private static void assertAccepted(Admission admission) {
        assertThat(admission.deadLetterReason()).isEmpty();
        assertThat(admission.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(admission.state().outcome().error()).isNull();
    }

    /** Rejected as invalid input: the user is told why, and the record is not dead-lettered. */
    private static AgentState assertInvalid(Admission admission, String... reasonParts) {
        assertThat(admission.deadLetterReason()).isEmpty();
        var state = admission.state();
        assertThat(state.status()).isEqualTo(RunStatus.REJECTED);
        assertThat(state.outcome().error().kind()).isEqualTo(ErrorKind.INVALID_INPUT);
        assertThat(state.outcome().error().node()).isEqualTo("guard");
        assertThat(state.outcome().error().reason()).contains(reasonParts);
        return state;
    }

    /** Unreadable: rejected with the reason, and the same reason goes with the dead-letter copy. */
    private static AgentState assertPoison(Admission admission, String... reasonParts) {
        var state = admission.state();
        assertThat(state.status()).isEqualTo(RunStatus.REJECTED);
        assertThat(state.outcome().error().kind()).isEqualTo(ErrorKind.POISON_RECORD);
        assertThat(state.outcome().error().node()).isEqualTo("guard");
        assertThat(state.outcome().error().reason()).contains(reasonParts).doesNotContain("\tat ", "Exception");
        assertThat(admission.deadLetterReason())
                .contains(state.outcome().error().reason());
        return state;
    }

    @Test
    void plainTextIsTheWholeQuestionWithoutChoices() {
        var admission = admit("req-7", "  What is the definition of battery?\n");

        assertAccepted(admission);
        var state = admission.state();
        assertThat(state.question().text()).isEqualTo("What is the definition of battery?");
        assertThat(state.question().choices()).isEmpty();
        assertThat(state.runId()).isEqualTo(RUN_ID);
        assertThat(state.requestId()).isEqualTo("req-7");
        assertThat(state.intake().createdAt()).isEqualTo(NOW);
        assertThat(state.telemetry().updatedAt()).isEqualTo(NOW);
        assertThat(state.schemaVersion()).isEqualTo(SchemaVersion.ENVELOPE);
        assertThat(state.intake().injection()).isNull();
    }

    @Test
    void aLeadingByteOrderMarkIsNotPartOfTheQuestion() {
        var admission = admit("k", "\uFEFF{\"question\": \"What is assault?\"}");

        assertAccepted(admission);
        assertThat(admission.state().question().text()).isEqualTo("What is assault?");
    }

    @Test
    void jsonChoicesAreOrderedByLabel() {
        var admission = admit(
                "key-1",
                """
                {"question": " Is Guard liable for battery? ",
                 "choices": {"C": "No, self-defense.", "A": "Yes, strict liability.", "D": "No contact.",
                             "B": " Yes, transferred intent. "},
                 "requestId": "req-json", "schemaVersion": 1}""");

        assertAccepted(admission);
        var question = admission.state().question();
        assertThat(question.text()).isEqualTo("Is Guard liable for battery?");
        assertThat(question.choices())
                .containsExactly(
                        new Choice("A", "Yes, strict liability."),
                        new Choice("B", "Yes, transferred intent."),
                        new Choice("C", "No, self-defense."),
                        new Choice("D", "No contact."));
        assertThat(admission.state().requestId()).isEqualTo("req-json");
    }

    @Test
    void lowerCaseLabelsAreStoredUpperCase() {
        var admission =
                admit("k", "{\"question\": \"Which tort?\", \"choices\": {\"b\": \"Assault\", \" a \": \"Battery\"}}");

        assertAccepted(admission);
        assertThat(admission.state().question().choices())
                .containsExactly(new Choice("A", "Battery"), new Choice("B", "Assault"));
    }

    @Test
    void answerChoicesTextFormSplitsQuestionAndChoicesAndJoinsWrappedLines() {
        var text =
                """
                A guard fires at a robber and hits a bystander.
                Is the guard liable for battery?

                answer CHOICES:
                (A) Yes, under strict liability.
                B) Yes, because intent transfers
                   from the robber to the bystander.
                C. No, if the guard acted reasonably.
                (d) No, there was no contact.
                """;
        var admission = admit("k", text);

        assertAccepted(admission);
        var question = admission.state().question();
        assertThat(question.text())
                .isEqualTo("A guard fires at a robber and hits a bystander.\nIs the guard liable for battery?");
        assertThat(question.choices())
                .containsExactly(
                        new Choice("A", "Yes, under strict liability."),
                        new Choice("B", "Yes, because intent transfers from the robber to the bystander."),
                        new Choice("C", "No, if the guard acted reasonably."),
                        new Choice("D", "No, there was no contact."));
    }

    @Test
    void anAnswerChoicesLineWithoutChoicesIsInvalid() {
        var state = assertInvalid(admit("k", "What is battery?\nAnswer choices:\n\n"), "no answer choice", "(A) text");
        assertThat(state.question().text()).isEqualTo("What is battery?");
        assertThat(state.question().choices()).isEmpty();
    }

    @Test
    void textBeforeTheFirstChoiceIsInvalid() {
        assertInvalid(
                admit("k", "What is battery?\nAnswer choices:\nsee below\n(A) Harmful contact"),
                "\"see below\"",
                "not an answer choice");
    }

    @Test
    void anEmptyRecordIsInvalidNotPoison() {
        assertInvalid(intake.admit("k", new byte[0], UsedRequestIds.NONE), "the question is empty");
    }

    @Test
    void whitespaceOnlyIsInvalidNotPoison() {
        assertInvalid(admit("k", " \n\t \r\n "), "the question is empty");
    }

    @Test
    void inputLongerThanTheLimitIsInvalidWithBothNumbers() {
        var state = assertInvalid(admit("k", "x".repeat(20_001)), "20001", "20000");
        // The oversized text is not carried on through the loop.
        assertThat(state.question().text()).isEmpty();
    }

    @Test
    void theLimitCountsDecodedCharactersNotBytes() {
        // 20,000 two-byte characters: 40,000 bytes, yet within the limit.
        var admission = admit("k", "é".repeat(20_000));

        assertAccepted(admission);
        assertThat(admission.state().question().text()).hasSize(20_000);
    }

    @Test
    void aSmallerConfiguredLimitAppliesToJsonInput() {
        var small = new QuestionIntake(30, Clock.fixed(NOW, ZoneOffset.UTC), () -> RUN_ID);
        var question = "What is the rule against perpetuities?";
        var json = "{\"question\": \"" + question + "\"}";

        // The record may be longer by a frozen context's bound; the question itself may not.
        assertInvalid(
                small.admit("k", json.getBytes(StandardCharsets.UTF_8), UsedRequestIds.NONE),
                "the question is " + question.length() + " characters",
                "at most 30");
    }

    @Test
    void bytesThatAreNotUtf8ArePoison() {
        var bytes = new byte[] {'W', 'h', 'a', 't', (byte) 0xC3, (byte) 0x28, '?'};

        var state = assertPoison(intake.admit("k", bytes, UsedRequestIds.NONE), "not valid UTF-8", "byte offset 4");
        assertThat(state.requestId()).isEqualTo("k");
    }

    @Test
    void aLoneContinuationByteIsPoison() {
        assertPoison(
                intake.admit("k", new byte[] {(byte) 0xFF}, UsedRequestIds.NONE), "not valid UTF-8", "byte offset 0");
    }

    @Test
    void malformedJsonIsPoisonWithTheParserMessage() {
        assertPoison(admit("k", "{\"question\": \"What is assault?\", "), "malformed JSON:", "line 1");
    }

    @Test
    void aJsonArrayIsPoison() {
        assertPoison(
                admit("k", "[\"What is battery?\"]"), "JSON does not match the question schema:", "QuestionRequest");
    }

    @Test
    void anUnknownFieldIsPoisonNamingTheField() {
        assertPoison(
                admit("k", "{\"question\": \"What is battery?\", \"topic\": \"torts\"}"),
                "JSON does not match the question schema:",
                "\"topic\"");
    }

    @Test
    void aNumberWhereTheQuestionTextBelongsIsPoison() {
        var state = assertPoison(
                admit("k", "{\"question\": 42}"), "JSON does not match the question schema:", "(at question)");
        // Jackson's advice on enabling coercion is meant for developers, not for whoever sent the record.
        assertThat(state.outcome().error().reason()).doesNotContain("CoercionConfig");
    }

    @Test
    void aNumberAsChoiceTextIsPoisonNamingTheChoice() {
        assertPoison(
                admit("k", "{\"question\": \"Which?\", \"choices\": {\"A\": \"Battery\", \"B\": 2}}"),
                "JSON does not match the question schema:",
                "(at choices.B)");
    }

    @Test
    void choicesAsAListArePoison() {
        assertPoison(
                admit("k", "{\"question\": \"Which?\", \"choices\": [\"Battery\", \"Assault\"]}"),
                "JSON does not match the question schema:",
                "choices");
    }

    @Test
    void aSchemaVersionWrittenAsTextIsPoison() {
        assertPoison(
                admit("k", "{\"question\": \"Which?\", \"schemaVersion\": \"1\"}"),
                "JSON does not match the question schema:",
                "schemaVersion");
    }

    @Test
    void aDuplicatedJsonKeyIsPoison() {
        assertPoison(admit("k", "{\"question\": \"One?\", \"question\": \"Two?\"}"), "malformed JSON:", "question");
    }

    @Test
    void anotherSchemaVersionIsPoisonButKeepsTheRequestId() {
        var state = assertPoison(
                admit("k", "{\"question\": \"What is battery?\", \"requestId\": \"req-2\", \"schemaVersion\": 2}"),
                "unsupported schemaVersion 2; this service reads 1");
        assertThat(state.requestId()).isEqualTo("req-2");
    }

    @Test
    void choicesWithoutAQuestionAreInvalidNotPoison() {
        assertInvalid(admit("k", "{\"choices\": {\"A\": \"Battery\", \"B\": \"Assault\"}}"), "the question is empty");
    }

    @Test
    void aBlankJsonQuestionIsInvalid() {
        assertInvalid(admit("k", "{\"question\": \"   \"}"), "the question is empty");
    }

    @Test
    void twentySevenChoicesAreInvalid() {
        var choices = IntStream.rangeClosed('A', 'Z')
                .mapToObj(c -> "\"" + (char) c + "\": \"choice " + (char) c + "\"")
                .collect(Collectors.joining(", "));
        var json = "{\"question\": \"Which?\", \"choices\": {" + choices + ", \"AA\": \"one too many\"}}";

        var state = assertInvalid(admit("k", json), "27 answer choices", "at most 26");
        assertThat(state.question().text()).isEqualTo("Which?");
    }

    @Test
    void twentySixChoicesAreAccepted() {
        var choices = IntStream.rangeClosed('A', 'Z')
                .mapToObj(c -> "\"" + (char) c + "\": \"choice " + (char) c + "\"")
                .collect(Collectors.joining(", "));

        var admission = admit("k", "{\"question\": \"Which?\", \"choices\": {" + choices + "}}");

        assertAccepted(admission);
        assertThat(admission.state().question().choices()).hasSize(26);
    }

    @Test
    void aLabelThatIsNotOneLetterIsInvalidAndNamed() {
        assertInvalid(
                admit("k", "{\"question\": \"Which?\", \"choices\": {\"A\": \"Battery\", \"B2\": \"Assault\"}}"),
                "\"B2\"",
                "single letter");
        assertInvalid(admit("k", "{\"question\": \"Which?\", \"choices\": {\"1\": \"Battery\"}}"), "\"1\"");
    }

    @Test
    void labelsDifferingOnlyInCaseAreDuplicates() {
        assertInvalid(
                admit("k", "{\"question\": \"Which?\", \"choices\": {\"A\": \"Battery\", \"a\": \"Assault\"}}"),
                "\"A\"",
                "more than once");
    }

    @Test
    void duplicateLabelsInTheTextFormAreInvalid() {
        assertInvalid(admit("k", "Which?\nAnswer choices:\n(A) Battery\n(A) Assault"), "\"A\"", "more than once");
    }

    @Test
    void aChoiceWithoutTextIsInvalid() {
        assertInvalid(
                admit("k", "{\"question\": \"Which?\", \"choices\": {\"A\": \"Battery\", \"B\": \" \"}}"),
                "answer choice B has no text");
        assertInvalid(
                admit("k", "{\"question\": \"Which?\", \"choices\": {\"A\": null}}"), "answer choice A has no text");
    }

    @Test
    void aNullValueIsPoison() {
        var state = assertPoison(intake.admit("k", null, UsedRequestIds.NONE), "no value");
        assertThat(state.question().text()).isEmpty();
        assertThat(state.runId()).isEqualTo(RUN_ID);
        assertThat(state.intake().createdAt()).isEqualTo(NOW);
    }

    @Test
    void requestIdComesFromJsonThenTheKeyThenTheRunId() {
        var json = "{\"question\": \"What is battery?\", \"requestId\": \"from-json\"}";
        assertThat(admit("the-key", json).state().requestId()).isEqualTo("from-json");

        var blankInJson = "{\"question\": \"What is battery?\", \"requestId\": \" \"}";
        assertThat(admit("the-key", blankInJson).state().requestId()).isEqualTo("the-key");

        assertThat(admit("the-key", "What is battery?").state().requestId()).isEqualTo("the-key");
        assertThat(admit(null, "What is battery?").state().requestId()).isEqualTo(RUN_ID);
        assertThat(admit("  ", "What is battery?").state().requestId()).isEqualTo(RUN_ID);
    }

    @Test
    void eachRecordGetsAFreshRunId() {
        var ids = new java.util.ArrayDeque<>(java.util.List.of("run-a", "run-b"));
        var counting = new QuestionIntake(100, Clock.fixed(NOW, ZoneOffset.UTC), ids::poll);

        assertThat(counting.admit(null, "One?".getBytes(StandardCharsets.UTF_8), UsedRequestIds.NONE)
                        .state()
                        .runId())
                .isEqualTo("run-a");
        assertThat(counting.admit(null, "Two?".getBytes(StandardCharsets.UTF_8), UsedRequestIds.NONE)
                        .state()
                        .runId())
                .isEqualTo("run-b");
    }

    private static String frozenQuestion(int passages, int charsEach) {
        var list = new StringBuilder();
        for (int i = 0; i < passages; i++) {
            list.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"p")
                    .append(i)
                    .append("\",\"source\":\"FRE\",\"sha256\":\"")
                    .append("a".repeat(64))
                    .append("\",\"score\":0.5,\"text\":\"")
                    .append("x".repeat(charsEach))
                    .append("\"}");
        }
        return "{\"question\":\"What is hearsay?\",\"frozenContext\":{\"packSha256\":\"" + "b".repeat(64)
                + "\",\"packSetSha256\":null,\"questionId\":\"q1\",\"corpusFingerprint\":null,"
                + "\"confidenceSignal\":\"calibrated\",\"confidence\":0.6,\"passages\":[" + list + "]}}";
    }

    @Test
    void aFrozenContextLongerThanAQuestionIsCarriedIntoTheRun() {
        // 30,000 characters of passages: more than a question may hold, well within the context bound.
        var admission = admit(null, frozenQuestion(12, 2_500));

        assertAccepted(admission);
        var context = admission.state().intake().frozenContext();
        assertThat(context.packSha256()).isEqualTo("b".repeat(64));
        assertThat(context.passages()).hasSize(12);
        assertThat(context.confidence()).isEqualTo(0.6);
    }

    @Test
    void aFrozenContextAboveItsBoundIsRejectedNamingTheSetting() {
        var small = new QuestionIntake(20_000, 10_000, Clock.fixed(NOW, ZoneOffset.UTC), () -> RUN_ID);

        var over = small.admit(null, frozenQuestion(3, 4_000).getBytes(StandardCharsets.UTF_8), UsedRequestIds.NONE);
        var huge = small.admit(null, frozenQuestion(4, 8_000).getBytes(StandardCharsets.UTF_8), UsedRequestIds.NONE);

        assertInvalid(over, "the frozen context carries 12000 characters", "legal.guard.max-context-chars");
        assertThat(over.state().intake().frozenContext()).isNull();
        assertInvalid(huge, "the input is", "at most 30000", "legal.guard.max-context-chars");
        // Plain text carries no context, so its bound stays the question's.
        assertInvalid(admit(null, "x".repeat(20_001)), "the input is 20001", "at most 20000");
    }

    @Test
    void aFrozenContextWithoutItsPackHashIsPoisonNamingTheSchema() {
        var json = frozenQuestion(1, 10).replace("\"packSha256\":\"" + "b".repeat(64) + "\",", "");

        var state = assertPoison(admit(null, json), "JSON does not match the question schema", "packSha256");

        assertThat(state.intake().frozenContext()).isNull();
    }

    @Test
    void aJsonQuestionNamesTheLibraryItIsResearchedIn() {
        var admission = admit("k", "{\"question\": \"What is battery?\", \"library\": \"firm-a\"}");

        assertAccepted(admission);
        assertThat(admission.state().intake().library()).isEqualTo("firm-a");
    }

    @Test
    void theDefaultLibraryByNameIsNoLibrary() {
        var named = admit("k", "{\"question\": \"What is battery?\", \"library\": \"default\"}");

        assertAccepted(named);
        assertThat(named.state().intake().library()).isNull();
        assertThat(admit("k2", "What is battery?").state().intake().library()).isNull();
    }

    @Test
    void aBadLibraryNameIsInvalidWithTheRule() {
        var state = assertInvalid(
                admit("k", "{\"question\": \"What is battery?\", \"library\": \"Firm A\"}"),
                "library name 'Firm A'",
                "lower-case letters, digits");

        assertThat(state.question().text()).isEqualTo("What is battery?");
        assertThat(state.intake().library()).isNull();
    }

    @Test
    void aLibraryWrittenAsANumberIsPoison() {
        assertPoison(admit("k", "{\"question\": \"What is battery?\", \"library\": 7}"), "library");
    }
}
