package io.legalagent.retrieval.support;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.memory.TrustedAnswerKeys;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * Answers as the observer publishes them, made by the contracts' own code (Answer.from of a research
 * state, then AnswerSigning) and signed with a key of this test JVM: for the tests of QA memory,
 * whose entries are signed answers.
 */
public final class SignedAnswers {
    /** The observer's key in these tests. */
    public static final SigningKey KEY = AnswerKeys.generate();

    private static final Instant NOW = Instant.parse("2026-01-05T10:00:00Z");

    private SignedAnswers() {}

    /** The keys QA memory trusts in these tests: {@link #KEY}'s. */
    public static TrustedAnswerKeys trust() {
        return TrustedAnswerKeys.of(KEY.publicKey());
    }

    /** A passage one step kept, as the executor records it. */
    public static Evidence passage(String id, String text) {
        return new Evidence(id, text, id.split(":")[0], 0.9, Hashes.sha256(text));
    }

    /** The research state of an answered run: one completed step that kept {@code passages}. */
    public static AgentState researched(
            String runId, Question question, String text, boolean remember, Evidence... passages) {
        var step = PlanStep.pending(1, "research", question.text())
                .executed(new StepExecution(List.of(question.text()), List.of(passages), text, 0.9, 5, 0))
                .judged(StepStatus.COMPLETED);
        return AgentState.start(runId, runId, question, NOW)
                .withPlan(List.of(step))
                .withFinalAnswer(text)
                .withRemember(remember)
                .withStatus(RunStatus.ANSWERED);
    }

    private static Path publicKeyFile;

    /** {@link #KEY}'s public key as a PEM file, for settings that name the trusted keys by file. */
    public static synchronized Path publicKeyFile() {
        if (publicKeyFile == null) {
            try {
                publicKeyFile = Files.createTempFile("answer-signing", ".pub");
                Files.writeString(publicKeyFile, AnswerKeys.publicPem(KEY.publicKey()));
                publicKeyFile.toFile().deleteOnExit();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return publicKeyFile;
    }

    /** The signed answer of a run of {@code owner} (null: none) in {@code library} (null: the default). */
    public static Answer answeredIn(String runId, String question, String text, String library, Owner owner) {
        var state = researched(runId, Question.of(question), text, true);
        state = library == null ? state : state.withLibrary(library);
        return signed(owner == null ? state : state.withOwner(owner));
    }

    /** The signed answer of {@link #researched}, to remember. */
    public static Answer answered(String runId, String question, String text, Evidence... passages) {
        return signed(researched(runId, Question.of(question), text, true, passages));
    }

    /** The same with answer choices. */
    public static Answer answered(String runId, String question, List<Choice> choices, String text) {
        return signed(researched(runId, new Question(question, choices), text, true));
    }

    /** The answer of a state, signed with {@link #KEY}. */
    public static Answer signed(AgentState state) {
        return signed(state, KEY);
    }

    /** As the observer does: the text composed around the research (choice, sources), then signed. */
    public static Answer signed(AgentState state, SigningKey key) {
        var composed = state.withFinalAnswer(FinalAnswer.compose(state));
        return AnswerSigning.sign(Answer.from(composed, "trace-" + state.runId(), NOW), key);
    }
}
