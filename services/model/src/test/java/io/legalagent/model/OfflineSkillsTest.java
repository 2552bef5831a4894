package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.PlannedStep;
import io.legalagent.ports.ReplanDecision;
import java.util.List;
import org.junit.jupiter.api.Test;

class OfflineSkillsTest {
    private final OfflineSkills offline = new OfflineSkills();

    private static final List<Evidence> EVIDENCE = List.of(
            new Evidence(
                    "p1",
                    "A battery is an intentional harmful or offensive contact with the person of another. "
                            + "The weather that day was mild.",
                    "torts outline",
                    0.8,
                    "h1"),
            new Evidence(
                    "p2",
                    "Self-defense justifies reasonable force against an imminent attack. "
                            + "A defender who acts reasonably is not liable to a bystander hit by accident.",
                    "",
                    0.7,
                    "h2"));

    @Test
    void citesALibraryDocumentsPassageByTitleFileAndPage() {
        var place = new io.legalagent.contracts.DocumentPlace(
                "d".repeat(64), "smith.pdf", "Smith v. Jones", 13, 13, List.of(), null);
        var text = "A battery is an intentional harmful or offensive contact with the person of another.";
        var answer = offline.synthesize(ContextWindow.of(
                        "What is battery?", List.of(new Evidence("doc:1", text, "smith.pdf", 0.8, "h3", place))))
                .value();

        assertThat(answer).contains("[Source 1]", "- **Source 1**: Smith v. Jones, smith.pdf, p. 13 (doc:1)");
    }

    @Test
    void hasNoScreeningSkillSinceTheGuardScreensWithoutAModel() {
        assertThatThrownBy(() -> offline.screen(Question.of("What is battery?")))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("rules and learned detector");
    }

    @Test
    void classifiesPlainDefinitionsSimpleAndEverythingElseMultiHop() {
        assertThat(offline.classify(Question.of("What is battery?")).value()).isEqualTo(QueryType.SIMPLE);
        assertThat(offline.classify(Question.of("Define larceny.")).value()).isEqualTo(QueryType.SIMPLE);
        assertThat(offline.classify(Question.of("Which of the following is a defense to battery?"))
                        .value())
                .isEqualTo(QueryType.MULTI_HOP);
        assertThat(offline.classify(Question.of("What is the liability of a landlord to a tenant's guest?"))
                        .value())
                .isEqualTo(QueryType.MULTI_HOP);
        assertThat(offline.classify(new Question("What is battery?", List.of(new Choice("A", "x"))))
                        .value())
                .isEqualTo(QueryType.MULTI_HOP);
        assertThat(offline.classify(Question.of("Tell me about easements.")).value())
                .isEqualTo(QueryType.MULTI_HOP);
    }

    @Test
    void plansTheQuestionItself() {
        assertThat(offline.plan(" What is battery? ", QueryType.MULTI_HOP).value())
                .containsExactly(new PlannedStep(OfflineSkills.PLAN_PHASE, "What is battery?"));
    }

    @Test
    void expandsQueriesWithLegalVocabulary() {
        var queries =
                offline.rewrite("What is the required intent for battery?").value();
        assertThat(queries.primary()).isEqualTo("required intent battery");
        assertThat(queries.alternatives()).hasSize(2);
        assertThat(queries.alternatives().get(0)).contains("harmful or offensive contact");
        assertThat(queries.alternatives().get(1)).contains("unlawful application of force");
        var hearsay = offline.rewrite("Is the letter hearsay?").value();
        assertThat(hearsay.alternatives().get(0)).contains("out-of-court statement offered for the truth");
        var unknown = offline.rewrite("Who owns the riverbed?").value();
        assertThat(unknown.alternatives()).hasSize(2).doesNotHaveDuplicates().doesNotContain(unknown.primary());
    }

    @Test
    void synthesizesByExtractionWithCitationsAndALabel() {
        var answer = offline.synthesize(
                ContextWindow.of("Is a defender liable to a bystander under self-defense?", EVIDENCE));

        assertThat(answer.usage()).isEqualTo(ModelUsage.NONE);
        assertThat(answer.value())
                .startsWith(OfflineLabel.ANSWER)
                .contains("A defender who acts reasonably is not liable to a bystander hit by accident. [Source 2]")
                .contains("## Sources", "- **Source 2**: p2")
                .doesNotContain("weather");
        assertThat(offline.synthesize(
                                ContextWindow.of("Is a defender liable to a bystander under self-defense?", EVIDENCE))
                        .value())
                .isEqualTo(answer.value());
    }

    @Test
    void whereFewSentencesMatchTheSentencesAfterThemFillTheAnswer() {
        var evidence = List.of(
                new Evidence(
                        "battery",
                        "Battery is an intentional tort. The defendant is liable when he acts intending to cause a"
                                + " harmful or offensive contact. The contact need not cause injury.",
                        "",
                        0.9,
                        "h1"),
                new Evidence(
                        "negligence",
                        "A plaintiff must prove duty, breach, causation and damage. Failure of any element defeats"
                                + " recovery.",
                        "",
                        0.5,
                        "h2"),
                new Evidence("weather", "The weather that day was mild. It rained later.", "", 0.1, "h3"));

        var answer = offline.synthesize(ContextWindow.of("What are the elements of battery?", evidence))
                .value();

        // Two sentences match; the battery passage's next two, in their own order, fill the room after its match.
        assertThat(answer)
                .contains("- Battery is an intentional tort. [Source 1]\n"
                        + "- The defendant is liable when he acts intending to cause a harmful or offensive contact."
                        + " [Source 1]\n"
                        + "- The contact need not cause injury. [Source 1]\n"
                        + "- Failure of any element defeats recovery. [Source 2]")
                .doesNotContain("weather", "rained", "must prove duty");
    }

    @Test
    void replansUntilCoverageStopsImproving() {
        var firstStep =
                new StepSummary(1, "What is battery?", "A battery is a harmful contact.", 0.8, StepStatus.COMPLETED);
        var next = offline.replan(
                        "Is a guard who fires in self-defense liable for battery to a bystander?", List.of(firstStep))
                .value();
        assertThat(next.action()).isEqualTo(ReplanDecision.Action.NEXT_STEP);
        assertThat(next.question())
                .contains("guard", "self", "defense", "bystander")
                .doesNotContain("battery");

        var failed = new StepSummary(2, next.question(), "Nothing relevant.", 0.3, StepStatus.FAILED);
        assertThat(offline.replan("Is a guard liable?", List.of(firstStep, failed))
                        .value()
                        .action())
                .isEqualTo(ReplanDecision.Action.COMPLETE);

        var repeat = new StepSummary(2, "Battery?", "A battery is a harmful contact.", 0.8, StepStatus.COMPLETED);
        assertThat(offline.replan("Is a guard liable?", List.of(firstStep, repeat))
                        .value()
                        .reasoning())
                .contains("no term earlier steps had not");
    }

    @Test
    void selectsTheChoiceTheResearchSupports() {
        var question = new Question(
                "Guard fires at a robber; the bullet ricochets and hits Plaintiff. Will Plaintiff prevail in battery?",
                List.of(
                        new Choice("A", "Yes, because Guard intended to fire the gun."),
                        new Choice("B", "Yes, because the contact was harmful."),
                        new Choice("C", "No, if Guard acted reasonably in self-defense against the robber."),
                        new Choice("D", "No, because Plaintiff was a trespasser.")));
        String research = "### Step 1: " + question.text() + "\n\n"
                + offline.synthesize(
                                ContextWindow.of("Is a defender liable to a bystander under self-defense?", EVIDENCE))
                        .value();

        var selection = offline.select(question, research);

        assertThat(selection.usage()).isEqualTo(ModelUsage.NONE);
        assertThat(selection.value().letter()).isEqualTo("C");
        assertThat(selection.value().reasoning())
                .startsWith(OfflineLabel.SELECTION)
                .contains("(A) support", "(C) support", "(D) support 0.00");
        assertThat(offline.select(question, research).value()).isEqualTo(selection.value());
    }

    @Test
    void selectsNothingWithoutSupport() {
        var question = new Question("Q?", List.of(new Choice("A", "apples"), new Choice("B", "pears")));
        assertThat(offline.select(question, "Nothing about fruit.").value().selected())
                .isFalse();
    }
}
