package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Source;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * QA memory through the nine nodes with nothing scripted (offline provider, real embedding model,
 * real Chroma, embedded KRaft broker): a multiple-choice question asked twice is researched once,
 * and the second answer comes from the cache as a whole answer: a letter, the run it came from and
 * citations that resolve. A question on the same facts with other choices is researched afresh.
 */
// Every completed step is cached (the threshold is the evaluator's), so the test does not hinge on
// how confident the offline research of this one question happens to be.
@TestPropertySource(properties = {"legal.model.provider=offline", "legal.memory.min-confidence=0.40"})
class OfflineMemoryLoopIT extends ProductionLoop {
    private static final Pattern CITATION = Pattern.compile("\\[Query (\\d+)]\\[Source (\\d+)]");
    private static final String FACTS = "A store detective who reasonably suspects a shopper of taking a scarf"
            + " holds her in the back office for twenty minutes while he checks the shelves."
            + " She sues the store for false imprisonment.";

    private static final String LEASE = "A tenant assigns the lease to a friend without the landlord's consent,"
            + " and the friend moves in and stops paying rent.";

    private static String question(String facts, String stem, String choices) {
        return """
                {"requestId": "%s", "question": "%s %s", "choices": %s}"""
                .formatted(UUID.randomUUID(), facts, stem, choices);
    }

    private static final String CHOICES =
            """
            {"A": "Yes, because she was confined against her will.",
             "B": "No, because a merchant may detain a suspected shoplifter for a reasonable time in a reasonable manner.",
             "C": "Yes, because the scarf was not found on her.",
             "D": "No, because she did not try to leave."}""";

    private Answer askJson(String json) {
        String requestId = json.replaceAll("(?s).*\"requestId\": \"([^\"]+)\".*", "$1");
        return ask(requestId, json);
    }

    @Test
    void theSameChoiceQuestionAskedTwiceIsAnsweredFromTheCacheWithALetterItsRunAndResolvingCitations() {
        String json = question(FACTS, "Will she prevail?", CHOICES);
        var first = askJson(json);
        var second =
                askJson(json.replaceAll("\"requestId\": \"[^\"]+\"", "\"requestId\": \"" + UUID.randomUUID() + "\""));

        assertThat(first.fromCache()).isFalse();
        assertThat(first.metrics().stepsCompleted()).isPositive();
        assertThat(first.mcAnswer()).isIn("A", "B", "C", "D");

        assertThat(second.fromCache()).isTrue();
        assertThat(path(second))
                .containsExactly(
                        "guard:SAFE->agent.classifier",
                        "classifier:CLASSIFIED->agent.planner",
                        "planner:CACHE_HIT_SELECT->agent.mc-selector",
                        "mc-selector:SELECTED->agent.memory",
                        "memory:RECORDED->agent.observer",
                        "observer:FINAL->legal.answers");
        assertThat(second.mcAnswer()).isEqualTo(first.mcAnswer());
        assertThat(second.answer())
                .contains("**Answer: (" + second.mcAnswer() + ")**")
                .contains("Research reused from QA memory: run " + first.runId())
                .containsPattern("similarity 1\\.000|similarity 0\\.99\\d");
        assertThat(identities(second.sources())).isEqualTo(identities(first.sources()));
        assertThat(second.sources()).isNotEmpty();
        assertEveryCitationResolves(second);
        assertEveryCitationResolves(first);
    }

    private static final String ALSO_CONSULTED = "## Also consulted";

    private static final String LEASE_CHOICES =
            """
            {"A": "Yes, because an assignee is in privity of estate with the landlord.",
             "B": "No, because the friend never promised the landlord anything.",
             "C": "No, because the landlord did not consent to the assignment.",
             "D": "Yes, but only for rent due before the assignment."}""";

    @Test
    void aQuestionOnTheSameFactsWithOtherChoicesIsResearchedAfresh() {
        var first = askJson(question(LEASE, "Is the friend liable to the landlord for the rent?", LEASE_CHOICES));
        var other = askJson(
                question(
                        LEASE,
                        "Does the tenant remain liable to the landlord for the rent?",
                        """
                {"A": "Yes, because the tenant remains in privity of contract with the landlord.",
                 "B": "No, because the assignment transferred the whole term.",
                 "C": "No, because the friend took possession.",
                 "D": "Yes, but only if the lease forbade assignment."}"""));

        assertThat(first.metrics().stepsCompleted()).isPositive();
        assertThat(other.fromCache()).isFalse();
        assertThat(nodes(other)).contains("executor");
    }

    @Test
    void anotherQuestionOnTheSameFactsWithTheSameChoicesIsResearchedAfreshThoughItEmbedsClose() {
        String asked = question(LEASE, "Must the friend pay the landlord the rent that falls due?", LEASE_CHOICES);
        var first = askJson(asked);
        var other = askJson(question(
                LEASE, "Must the friend pay the landlord the rent the tenant owed before moving out?", LEASE_CHOICES));
        var again =
                askJson(asked.replaceAll("\"requestId\": \"[^\"]+\"", "\"requestId\": \"" + UUID.randomUUID() + "\""));

        assertThat(first.fromCache()).isFalse();
        assertThat(other.fromCache()).as("other words, same choices").isFalse();
        assertThat(nodes(other)).contains("executor");
        assertThat(again.fromCache()).as("the first question, asked again").isTrue();
    }

    private static List<String> identities(List<Source> sources) {
        return sources.stream()
                .map(s -> s.query() + "/" + s.number() + " " + s.id() + " " + s.sha256())
                .toList();
    }

    /**
     * Every citation before the "Also consulted" list names a cited source; every label in that list
     * names a passage also consulted.
     */
    private static void assertEveryCitationResolves(Answer answer) {
        String text = answer.answer();
        int apart = text.indexOf(ALSO_CONSULTED);
        String cited = apart < 0 ? text : text.substring(0, apart);
        assertThat(resolved(cited, answer.sources(), answer))
                .as("citations in " + answer.runId())
                .isPositive();
        if (apart >= 0) {
            assertThat(resolved(text.substring(apart), answer.alsoConsulted(), answer))
                    .isEqualTo(answer.alsoConsulted().size());
        }
    }

    private static int resolved(String text, List<Source> among, Answer answer) {
        var matcher = CITATION.matcher(text);
        int citations = 0;
        while (matcher.find()) {
            int query = Integer.parseInt(matcher.group(1));
            int number = Integer.parseInt(matcher.group(2));
            citations++;
            assertThat(among)
                    .as("[Query %d][Source %d] of run %s", query, number, answer.runId())
                    .anySatisfy(s -> {
                        assertThat(s.query()).isEqualTo(query);
                        assertThat(s.number()).isEqualTo(number);
                    });
        }
        return citations;
    }
}
