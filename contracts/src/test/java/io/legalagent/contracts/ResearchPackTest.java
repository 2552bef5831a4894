package io.legalagent.contracts;

import static io.legalagent.contracts.Fixtures.evidence;
import static io.legalagent.contracts.Fixtures.sha256;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResearchPackTest {
    private static final Instant LATER = Instant.parse("2026-01-01T00:00:00Z");

    private static AgentState researched(String runId, Instant at) {
        var first = PlanStep.pending(2, "rule", "What is battery?")
                .executed(new StepExecution(
                        List.of("battery", "harmful contact"),
                        List.of(evidence("p1", "Battery is a harmful touching."), evidence("p2", "Intent suffices.")),
                        "Battery is a harmful touching [Source 1].",
                        0.8,
                        12,
                        1,
                        List.of("p9"),
                        sha256("window")))
                .judged(StepStatus.COMPLETED);
        var earlier = PlanStep.pending(1, "rule", "What is assault?")
                .executed(new StepExecution(
                        List.of("assault"), List.of(evidence("p9", "Assault is apprehension.")), "Assault.", 0.7, 3, 0))
                .judged(StepStatus.FAILED);
        var pending = PlanStep.pending(3, "next_step", "Not yet run?");
        return AgentState.start(runId, "req-" + runId, Question.of("What is battery?"), at)
                .withPlan(List.of(first, earlier, pending))
                .withLog(ResearchLog.EMPTY
                        .withConstants(Map.of("executor.retrieval.top_k", "5", "observer.build_sha", "abc"))
                        .withCorpus(sha256("corpus"))
                        .withOutput(new ModelOutput("executor", "synthesize_and_cite", 2, "Battery.", null, null)))
                .withMcSelection(McSelection.chose("A", "(A) fits."))
                .afterHop(new Hop("guard", "SAFE", Topics.CLASSIFIER), 17, at);
    }

    @Test
    void packHoldsEveryExecutedStepInIdOrderWithTheLog() {
        var pack = ResearchPack.of(researched("run-1", Fixtures.CREATED));

        assertThat(pack.version()).isEqualTo("rp-1");
        assertThat(pack.buildSha()).isEqualTo("abc");
        assertThat(pack.corpusFingerprint()).isEqualTo(sha256("corpus"));
        assertThat(pack.constants()).containsEntry("executor.retrieval.top_k", "5");
        assertThat(pack.steps()).extracting(PackStep::id).containsExactly(1, 2);
        var step = pack.steps().get(1);
        assertThat(step.status()).isEqualTo(StepStatus.COMPLETED);
        assertThat(step.queries()).containsExactly("battery", "harmful contact");
        assertThat(step.excludedIds()).containsExactly("p9");
        assertThat(step.passages())
                .containsExactly(
                        new PackPassage("p1", sha256("Battery is a harmful touching."), 0.8),
                        new PackPassage("p2", sha256("Intent suffices."), 0.8));
        assertThat(step.candidates()).isEqualTo(12);
        assertThat(step.excluded()).isEqualTo(1);
        assertThat(step.contextSha256()).isEqualTo(sha256("window"));
        assertThat(pack.modelOutputs())
                .singleElement()
                .extracting(ModelOutput::skill)
                .isEqualTo("synthesize_and_cite");
        assertThat(pack.selection().letter()).isEqualTo("A");
        assertThat(pack.sealHolds()).isTrue();
    }

    @Test
    void runsThatDifferOnlyInIdsAndTimesGiveIdenticalPacks() {
        var one = ResearchPack.of(researched("run-1", Fixtures.CREATED));
        var two = ResearchPack.of(researched("run-2", LATER));

        assertThat(two).isEqualTo(one);
        assertThat(Json.write(two)).isEqualTo(Json.write(one));
    }

    @Test
    void theSealChangesWithAnyFieldAndSurvivesJson() {
        var pack = ResearchPack.of(researched("run-1", Fixtures.CREATED));
        var otherScore = new ResearchPack(
                pack.version(),
                pack.buildSha(),
                pack.constants(),
                pack.corpusFingerprint(),
                List.of(pack.steps().get(0), withScore(pack.steps().get(1), 0.8000001)),
                pack.modelOutputs(),
                pack.selection(),
                pack.inputPack(),
                pack.sha256());

        assertThat(otherScore.sealHolds()).isFalse();
        assertThat(otherScore.sealed().sha256()).isNotEqualTo(pack.sha256());
        var read = Json.MAPPER.readValue(Json.write(pack), ResearchPack.class);
        assertThat(read.sealHolds()).isTrue();
        assertThat(read).isEqualTo(pack);
    }

    @Test
    void valuesCannotRunIntoTheNextField() {
        var a = new ResearchPack(
                "rp-1", "ab", new java.util.TreeMap<>(Map.of("k", "v")), null, List.of(), List.of(), null, null, null);
        var b = new ResearchPack(
                "rp-1a", "b", new java.util.TreeMap<>(Map.of("k", "v")), null, List.of(), List.of(), null, null, null);

        assertThat(a.seal()).isNotEqualTo(b.seal());
        assertThat(PackEncoding.of(a)).startsWith("version 4:rp-1\nbuildSha 2:ab\nconstants 1:1\n");
    }

    @Test
    void buildShaIsUnknownWhenNoNodeRecordedOne() {
        assertThat(ResearchPack.buildShaOf(Map.of("executor.build_sha", "e1"))).isEqualTo("e1");
        assertThat(ResearchPack.buildShaOf(Map.of())).isEqualTo(ResearchPack.UNKNOWN_BUILD);
    }

    @Test
    void theSampleAnswersPackIsSealed() {
        var answer = Json.MAPPER.readValue(Json.sample("answer.json"), Answer.class);

        assertThat(answer.researchPack().seal()).isEqualTo(answer.researchPack().sha256());
    }

    private static PackStep withScore(PackStep s, double score) {
        var first = s.passages().get(0);
        var passages = List.of(
                new PackPassage(first.id(), first.sha256(), score), s.passages().get(1));
        return new PackStep(
                s.id(),
                s.phase(),
                s.question(),
                s.status(),
                s.queries(),
                s.excludedIds(),
                passages,
                s.candidates(),
                s.excluded(),
                s.confidence(),
                s.answer(),
                s.contextSha256());
    }

    @Test
    void researchGivenAFrozenContextNamesItsPackAndTheSealCoversTheName() {
        var context = new FrozenContext(
                sha256("pack"),
                sha256("set"),
                "q-1",
                sha256("corpus"),
                "calibrated",
                0.5,
                List.of(new FrozenPassage("p1", "src", sha256("p1"), 0.9, "Battery is a harmful touching.")));
        var searched = ResearchPack.of(researched("run-1", Fixtures.CREATED));
        var frozen = ResearchPack.of(researched("run-1", Fixtures.CREATED).withFrozenContext(context));

        assertThat(searched.inputPack()).isNull();
        assertThat(Json.write(searched)).doesNotContain("inputPack");
        assertThat(frozen.inputPack()).isEqualTo(new InputPack(sha256("pack"), sha256("set"), "q-1"));
        assertThat(frozen.sha256()).isNotEqualTo(searched.sha256());
        var unnamed = new ResearchPack(
                frozen.version(),
                frozen.buildSha(),
                frozen.constants(),
                frozen.corpusFingerprint(),
                frozen.steps(),
                frozen.modelOutputs(),
                frozen.selection(),
                null,
                frozen.sha256());
        assertThat(unnamed.sealHolds()).isFalse();
        assertThat(Json.MAPPER.readValue(Json.write(frozen), ResearchPack.class))
                .isEqualTo(frozen);
    }
}
