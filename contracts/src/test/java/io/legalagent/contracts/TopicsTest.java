package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TopicsTest {

    @Test
    void allHoldsEveryInboxItsDeadLetterTopicAnswersProgressTheRequestIdsTheDocumentGatewayAndPackTopics() {
        var all = Topics.all();

        assertThat(all).containsAll(Topics.INBOXES);
        Topics.INBOXES.forEach(inbox -> assertThat(all).contains(inbox + ".DLT"));
        assertThat(all)
                .contains(
                        Topics.ANSWERS,
                        Topics.PROGRESS,
                        Topics.REQUEST_IDS,
                        "legal.questions.DLT",
                        "agent.observer.DLT",
                        Topics.DOCUMENTS,
                        "legal.documents.DLT",
                        Topics.DOCUMENT_PROGRESS,
                        Topics.GATEWAY_QUESTIONS,
                        "legal.gateway.questions.DLT",
                        Topics.AUDIT,
                        Topics.PACKS);
        assertThat(all).hasSize(2 * Topics.INBOXES.size() + 3 + 3 + 3 + 1 + 4);
    }

    @Test
    void onlyTheRequestIdsThePackRegistryAndTheParkedRunsAreCompacted() {
        assertThat(Topics.all().stream().filter(Topics::compacted))
                .containsExactlyInAnyOrder("legal.request-ids", "legal.packs", "agent.review");
    }

    @Test
    void allHasNoDuplicatesAndCannotBeChanged() {
        assertThat(Topics.all()).doesNotHaveDuplicates();
        assertThat(Topics.INBOXES).doesNotHaveDuplicates();
        assertThatThrownBy(() -> Topics.all().add("legal.other")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> Topics.INBOXES.add("legal.other")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void inboxesAreTheNodesInboxesInLoopOrder() {
        assertThat(Topics.INBOXES)
                .containsExactlyElementsOf(
                        Arrays.stream(NodeName.values()).map(NodeName::inbox).toList());
        assertThat(Topics.INBOXES)
                .containsExactly(
                        "legal.questions",
                        "agent.classifier",
                        "agent.planner",
                        "agent.executor",
                        "agent.evaluator",
                        "agent.replanner",
                        "agent.mc-selector",
                        "agent.memory",
                        "agent.observer",
                        "agent.reviewer");
    }

    @Test
    void deadLetterTopicAppendsTheSuffix() {
        assertThat(Topics.deadLetterOf(Topics.QUESTIONS)).isEqualTo("legal.questions.DLT");
        assertThat(Topics.deadLetterOf(Topics.MC_SELECTOR)).isEqualTo("agent.mc-selector.DLT");
    }

    @Test
    void answersAndProgressAreNotInboxesAndHaveNoDeadLetterTopic() {
        assertThat(Topics.INBOXES).doesNotContain(Topics.ANSWERS, Topics.PROGRESS);
        assertThat(Topics.all())
                .doesNotContain(Topics.deadLetterOf(Topics.ANSWERS), Topics.deadLetterOf(Topics.PROGRESS));
    }

    @Test
    void nodeIdsAreUniqueAndTopicNamesAreValidKafkaNames() {
        assertThat(Arrays.stream(NodeName.values()).map(NodeName::id)).doesNotHaveDuplicates();
        assertThat(Topics.all()).allSatisfy(topic -> assertThat(topic).matches("[a-zA-Z0-9._-]{1,249}"));
    }
}
