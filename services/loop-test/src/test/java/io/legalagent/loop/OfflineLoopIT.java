package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.replay.Replay;
import io.legalagent.replay.Retrievers;
import io.legalagent.replay.SignatureTrust;
import io.legalagent.retrieval.support.ProjectRoot;
import io.legalagent.retrieval.support.SampleCollection;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.json.JsonMapper;

/**
 * The nine nodes with nothing scripted: the offline provider's skills, the real ONNX embedding model
 * and a real Chroma server holding the shipped sample corpus, on an embedded KRaft broker.
 */
// Nothing is cached (no confidence reaches 1.01), so asking a question twice researches it twice.
@TestPropertySource(properties = {"legal.model.provider=offline", "legal.memory.min-confidence=1.01"})
class OfflineLoopIT extends ProductionLoop {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void aMultiHopChoiceQuestionIsAnsweredWithCitationsAndALetter() {
        var requestId = UUID.randomUUID().toString();
        var json =
                """
                {"requestId": "%s",
                 "question": "A guard fires at a robber during a holdup; the bullet ricochets and strikes a bystander. The bystander sues the guard for battery, and the guard says he acted in self-defense. Will the bystander prevail?",
                 "choices": {"A": "Yes, because the guard intended to strike the robber and that intent transfers.",
                             "B": "Yes, because firing a gun is an abnormally dangerous activity.",
                             "C": "No, if the guard acted reasonably in self-defense.",
                             "D": "No, because the bystander was not the person the guard aimed at."}}"""
                        .formatted(requestId);

        var answer = ask(requestId, json);

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.queryType()).isEqualTo(QueryType.MULTI_HOP);
        assertThat(nodes(answer))
                .startsWith("guard", "classifier", "planner", "executor", "evaluator", "replanner")
                .endsWith("mc-selector", "memory", "observer");
        assertThat(answer.mcAnswer()).isIn("A", "B", "C", "D");
        assertThat(answer.answer())
                .contains("**Answer: (" + answer.mcAnswer() + ")**")
                .containsPattern("\\[Query 1]\\[Source \\d]")
                .contains("without a language model");
        assertThat(answer.sources()).isNotEmpty();
        assertThat(answer.metrics().llmCalls()).isZero();
    }

    @Test
    void theReadmesFirstQuestionCompletesItsResearchAndCitesTheBatteryPassage() {
        var requestId = UUID.randomUUID().toString();

        var answer = ask(requestId, "What are the elements of battery?");

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.queryType()).isEqualTo(QueryType.SIMPLE);
        assertThat(nodes(answer))
                .containsExactly(
                        "guard", "classifier", "planner", "executor", "evaluator", "mc-selector", "memory", "observer");
        assertThat(answer.metrics().stepsCompleted()).isEqualTo(1);
        assertThat(answer.metrics().stepsFailed()).isZero();
        assertThat(answer.answer())
                .doesNotContain("failed to find sufficient evidence")
                .contains("without a language model");
        var battery = answer.sources().stream()
                .filter(s -> s.id().equals("torts-battery"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no battery passage among " + answer.sources()));
        assertThat(answer.answer()).contains("[Query 1][Source " + battery.number() + "]");
        assertThat(answer.mcAnswer()).isNull();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "How do I bake sourdough bread?",
                "What is the capital of France?",
                "What are the rules of maritime salvage?",
                "What are the requirements for a valid patent?"
            })
    void aQuestionTheCorpusDoesNotCoverFailsItsResearch(String question) {
        var answer = ask(UUID.randomUUID().toString(), question);

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.metrics().stepsCompleted()).isZero();
        assertThat(answer.metrics().stepsFailed()).isPositive();
        assertThat(answer.answer()).contains("failed to find sufficient evidence");
    }

    @Test
    void twoRunsOfTheSameQuestionOnTheSameStoreGiveIdenticalResearchPacks() {
        var first = ask(UUID.randomUUID().toString(), "What is the parol evidence rule?");
        var second = ask(UUID.randomUUID().toString(), "What is the parol evidence rule?");

        assertThat(second.runId()).isNotEqualTo(first.runId());
        var pack = first.researchPack();
        assertThat(pack.sealHolds()).isTrue();
        assertThat(pack.steps()).isNotEmpty().allSatisfy(step -> assertThat(step.contextSha256())
                .isNotNull());
        assertThat(pack.corpusFingerprint()).isNotBlank();
        assertThat(pack.constants())
                .containsKeys(
                        "executor.retrieval.top_k",
                        "executor.rp.version",
                        "executor.rp.trim_above",
                        "executor.model.skill.synthesize_and_cite.sha256",
                        "evaluator.confidence_threshold",
                        "observer.build_sha");
        assertThat(pack.modelOutputs())
                .extracting(o -> o.skill())
                .contains("screen_rules", "screen_detector", "classify", "plan", "query_rewrite", "synthesize_and_cite")
                .doesNotContain("detect_injection");
        assertThat(JSON.writeValueAsString(second.researchPack())).isEqualTo(JSON.writeValueAsString(pack));
        assertThat(second.answer()).isEqualTo(first.answer());
    }

    /**
     * The observer signs what it publishes: the delivered answer's signature verifies with the
     * deployment's public key, and a replay of it (signature, seals, retrieval, text, fields) matches.
     */
    @Test
    void aDeliveredAnswerIsSignedAndReplaysAsAMatchWithItsSignatureVerified() {
        var answer = ask(UUID.randomUUID().toString(), "What are the elements of battery?");
        var sample = SampleCollection.ingested();
        var env = Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL", sample.chromaUrl().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION", sample.name());
        var trust = new SignatureTrust(LoopSigningKey.publicKey(), "the loop's key", true);

        var verdict = new Replay(env::get, ProjectRoot.get().resolve("skills"), Retrievers.openedPerReplay(), trust)
                .verify(answer);

        assertThat(answer.signature()).isNotNull();
        assertThat(AnswerSigning.verify(answer, LoopSigningKey.publicKey()).verified())
                .isTrue();
        assertThat(verdict.signature().status()).isEqualTo(SignatureTrust.Status.VERIFIED);
        assertThat(verdict.matches()).as(verdict.json().toString()).isTrue();
    }

    @Test
    void aQuestionWithAFrozenContextIsAnsweredFromItsPassagesAloneAndNamesItsPack() {
        var requestId = UUID.randomUUID().toString();

        probe.send(Topics.PACKS, FrozenQuestion.CONTEXT.packSetSha256(), FrozenQuestion.registration());
        var answer = ask(requestId, FrozenQuestion.json(requestId));

        FrozenQuestion.assertAnsweredFromThePack(answer);
        assertThat(answer.answer()).contains("without a language model");
    }
}
