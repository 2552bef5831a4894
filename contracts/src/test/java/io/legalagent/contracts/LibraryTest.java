package io.legalagent.contracts;

import static io.legalagent.contracts.Fixtures.sha256;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A question's library from the request to the answer and its pack; a document's place in the pack. */
class LibraryTest {
    private static final Instant NOW = Instant.parse("2026-02-01T10:00:00Z");
    private static final DocumentPlace PAGE_13 =
            new DocumentPlace(sha256("file"), "smith.pdf", "Smith v. Jones", 13, 13, List.of(), null);

    private static AgentState answered(String library, Evidence evidence) {
        var step = PlanStep.pending(1, "research", "What is battery?")
                .executed(new StepExecution(
                        List.of("battery"), List.of(evidence), "Battery is a touching [Source 1].", 0.9, 4, 0))
                .judged(StepStatus.COMPLETED);
        var state = AgentState.start("run-1", "req-1", Question.of("What is battery?"), NOW)
                .withLibrary(library)
                .withPlan(List.of(step));
        return state.withFinalAnswer("Battery is a touching [Query 1][Source 1].")
                .withStatus(RunStatus.ANSWERED);
    }

    private static Evidence fromDocument() {
        var text = "Battery is a harmful or offensive touching.";
        return new Evidence("doc:1", text, "smith.pdf", 0.9, sha256(text), PAGE_13);
    }

    @Test
    void theQuestionsLibraryReachesTheAnswerAndItsPack() {
        var answer = Answer.from(answered("firm-a", fromDocument()), "trace", NOW);

        assertThat(answer.library()).isEqualTo("firm-a");
        assertThat(answer.researchPack().library()).isEqualTo("firm-a");
        assertThat(answer.seal().changedFields(answer)).isEmpty();
        assertThat(Schemas.validate(Schemas.ANSWER, Json.write(answer))).isEmpty();
    }

    @Test
    void theDefaultLibraryIsCarriedAsNoneSoDefaultAnswersLookAsBefore() {
        var named = answered("default", fromDocument());
        var unnamed = answered(null, fromDocument());

        assertThat(named.intake().library()).isNull();
        assertThat(Json.tree(Answer.from(named, "trace", NOW)).has("library")).isFalse();
        assertThat(Answer.from(named, "trace", NOW)).isEqualTo(Answer.from(unnamed, "trace", NOW));
        assertThat(PackEncoding.of(ResearchPack.of(unnamed))).doesNotContain("library");
    }

    @Test
    void theLibraryIsPartOfThePacksSeal() {
        var a = ResearchPack.of(answered("firm-a", fromDocument()));
        var b = ResearchPack.of(answered("firm-b", fromDocument()));

        assertThat(a.sha256()).isNotEqualTo(b.sha256());
        assertThat(a.sealHolds()).isTrue();
    }

    @Test
    void aDocumentPassageKeepsItsPlaceInThePackAndTheSources() {
        var state = answered("firm-a", fromDocument());
        var pack = ResearchPack.of(state);

        assertThat(pack.steps().get(0).passages().get(0).document()).isEqualTo(PAGE_13);
        assertThat(PackEncoding.of(pack)).contains("smith.pdf").contains("Smith v. Jones");
        assertThat(Answer.sourcesOf(state).get(0).document()).isEqualTo(PAGE_13);
        var moved = new DocumentPlace(sha256("file"), "smith.pdf", "Smith v. Jones", 14, 14, List.of(), null);
        var elsewhere = ResearchPack.of(answered(
                "firm-a",
                new Evidence(
                        "doc:1",
                        fromDocument().text(),
                        "smith.pdf",
                        0.9,
                        fromDocument().sha256(),
                        moved)));
        assertThat(elsewhere.sha256()).isNotEqualTo(pack.sha256());
    }

    @Test
    void aCorpusPassageLeavesThePacksEncodingAsItWas() {
        var text = "Battery is a harmful or offensive touching.";
        var state = answered(null, new Evidence("p1", text, "outline", 0.9, sha256(text)));

        assertThat(PackEncoding.of(ResearchPack.of(state))).doesNotContain("document.");
    }

    @Test
    void aFrozenPassageGivesItsPlaceToTheEvidence() {
        var passage = new FrozenPassage("doc:1", "smith.pdf", sha256("t"), 0.5, "t", PAGE_13);

        assertThat(passage.evidence().document()).isEqualTo(PAGE_13);
        assertThat(new FrozenPassage("p1", "outline", sha256("t"), 0.5, "t")
                        .evidence()
                        .document())
                .isNull();
    }

    @Test
    void aQuestionNamesItsLibraryByTheRule() {
        var good = new QuestionRequest("What is battery?", null, null, null, null, "firm-a_2");
        var bad = new QuestionRequest("What is battery?", null, null, null, null, "Firm A");

        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, Json.write(good))).isEmpty();
        assertThat(Schemas.failedKeywords(Schemas.QUESTION_REQUEST, Json.tree(bad)))
                .contains("pattern");
        assertThat("a".repeat(48)).matches(Patterns.LIBRARY);
        assertThat("a".repeat(49)).doesNotMatch(Patterns.LIBRARY);
        assertThat("-a").doesNotMatch(Patterns.LIBRARY);
    }
}
