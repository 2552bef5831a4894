package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.access.AccessTable;
import io.legalagent.contracts.access.Grant;
import io.legalagent.contracts.access.Grant.Operation;
import io.legalagent.contracts.access.Grant.Resource;
import io.legalagent.contracts.access.Identity;
import java.util.List;
import org.junit.jupiter.api.Test;

class AccessTableTest {

    private static List<String> topics(Identity identity, Operation operation) {
        return identity.grants().stream()
                .filter(g -> g.resource() == Resource.TOPIC && g.operation() == operation)
                .map(Grant::name)
                .toList();
    }

    @Test
    void aNodeReadsItsInboxAndWritesWhereItsRoutesAndTheRuntimeLead() {
        var evaluator = AccessTable.node(NodeName.EVALUATOR);

        assertThat(topics(evaluator, Operation.READ)).containsExactly(Topics.EVALUATOR);
        assertThat(topics(evaluator, Operation.WRITE))
                .containsExactly(
                        Topics.EXECUTOR,
                        Topics.REPLANNER,
                        Topics.MC_SELECTOR,
                        Topics.OBSERVER,
                        Topics.PROGRESS,
                        Topics.deadLetterOf(Topics.EVALUATOR));
        assertThat(evaluator.grants())
                .contains(
                        new Grant(Resource.GROUP, "legal-evaluator", false, Operation.READ),
                        new Grant(Resource.TRANSACTIONAL_ID, "legal-evaluator-", true, Operation.WRITE));
    }

    @Test
    void onlyTheObserverWritesAnswersAndOnlyTheGuardKeepsTheLedger() {
        for (var identity : AccessTable.identities()) {
            assertThat(topics(identity, Operation.WRITE).contains(Topics.ANSWERS))
                    .as(identity.name())
                    .isEqualTo(identity.name().equals("observer"));
            assertThat(topics(identity, Operation.WRITE).contains(Topics.REQUEST_IDS))
                    .as(identity.name())
                    .isEqualTo(identity.name().equals("guard"));
        }
    }

    @Test
    void ofTheNodesOnlyTheMemoryReadsTheSignedAnswersInItsOwnGroup() {
        var memory = AccessTable.node(NodeName.MEMORY);

        assertThat(topics(memory, Operation.READ)).containsExactly(Topics.MEMORY, Topics.ANSWERS);
        assertThat(memory.grants())
                .contains(new Grant(Resource.GROUP, AccessTable.MEMORY_ANSWERS_GROUP, false, Operation.READ));
        for (var node : NodeName.values()) {
            assertThat(topics(AccessTable.node(node), Operation.READ).contains(Topics.ANSWERS))
                    .as(node.id())
                    .isEqualTo(node == NodeName.MEMORY);
        }
    }

    @Test
    void theClientAsksAndReadsAnswersButNeverTouchesTheLoop() {
        var client = AccessTable.client();

        assertThat(topics(client, Operation.WRITE)).containsExactly(Topics.QUESTIONS);
        assertThat(topics(client, Operation.READ)).containsExactly(Topics.ANSWERS, Topics.PROGRESS);
        assertThat(client.grants())
                .filteredOn(g -> g.resource() == Resource.GROUP)
                .containsExactly(new Grant(Resource.GROUP, AccessTable.CLIENT_GROUP_PREFIX, true, Operation.READ));
    }

    @Test
    void theGatewayAsksOnItsOwnTopicWithoutAConsumerGroupAuditsAndSendsFilesToTheIngest() {
        var gateway = AccessTable.gateway();

        assertThat(topics(gateway, Operation.WRITE))
                .containsExactly(Topics.GATEWAY_QUESTIONS, Topics.AUDIT, Topics.DOCUMENTS, Topics.DECISIONS)
                .doesNotContain(Topics.QUESTIONS);
        assertThat(topics(gateway, Operation.READ))
                .containsExactly(
                        Topics.ANSWERS, Topics.PROGRESS, Topics.DOCUMENT_PROGRESS, Topics.REVIEW, Topics.REVIEWS);
        assertThat(gateway.grants()).noneMatch(g -> g.resource() != Resource.TOPIC);
    }

    @Test
    void onlyTheGatewayWritesItsQuestionTopicAndTheAuditTrailAndOnlyTheAuditorReadsIt() {
        for (var identity : AccessTable.identities()) {
            boolean gateway = identity.name().equals(AccessTable.GATEWAY);
            assertThat(topics(identity, Operation.WRITE).contains(Topics.GATEWAY_QUESTIONS))
                    .as(identity.name() + " writes legal.gateway.questions")
                    .isEqualTo(gateway);
            assertThat(topics(identity, Operation.WRITE).contains(Topics.AUDIT))
                    .as(identity.name() + " writes legal.audit")
                    .isEqualTo(gateway);
            assertThat(topics(identity, Operation.READ).contains(Topics.AUDIT))
                    .as(identity.name() + " reads legal.audit")
                    .isEqualTo(identity.name().equals(AccessTable.AUDITOR));
        }
        assertThat(AccessTable.auditor().grants())
                .containsExactly(new Grant(Resource.TOPIC, Topics.AUDIT, false, Operation.READ));
        assertThat(topics(AccessTable.node(io.legalagent.contracts.NodeName.GUARD), Operation.READ))
                .contains(Topics.QUESTIONS, Topics.GATEWAY_QUESTIONS);
    }

    @Test
    void onlyThePackRegistrarWritesTheRegisteredPackSetsAndOnlyTheGuardReadsThem() {
        for (var identity : AccessTable.identities()) {
            assertThat(topics(identity, Operation.WRITE).contains(Topics.PACKS))
                    .as(identity.name() + " writes legal.packs")
                    .isEqualTo(identity.name().equals(AccessTable.PACK_REGISTRAR));
            assertThat(topics(identity, Operation.READ).contains(Topics.PACKS))
                    .as(identity.name() + " reads legal.packs")
                    .isEqualTo(identity.name()
                            .equals(AccessTable.node(NodeName.GUARD).name()));
        }
        assertThat(AccessTable.packRegistrar().grants())
                .containsExactly(new Grant(Resource.TOPIC, Topics.PACKS, false, Operation.WRITE));
    }

    @Test
    void theIngestReadsFileRequestsAndWritesTheirProgressAndDeadLettersOnly() {
        var ingest = AccessTable.ingest();

        assertThat(topics(ingest, Operation.READ)).containsExactly(Topics.DOCUMENTS);
        assertThat(topics(ingest, Operation.WRITE))
                .containsExactly(Topics.DOCUMENT_PROGRESS, Topics.deadLetterOf(Topics.DOCUMENTS));
        assertThat(ingest.grants())
                .filteredOn(g -> g.resource() != Resource.TOPIC)
                .containsExactly(
                        new Grant(Resource.GROUP, "legal-ingest", false, Operation.READ),
                        new Grant(Resource.TRANSACTIONAL_ID, "legal-ingest-", true, Operation.WRITE));
        assertThat(ingest.principal()).isEqualTo("User:ingest");
    }

    @Test
    void theLagReaderOnlyDescribes() {
        assertThat(AccessTable.lagReader().grants())
                .hasSize(23)
                .allMatch(g -> g.operation() == Operation.DESCRIBE)
                .contains(new Grant(Resource.GROUP, "legal-guard", false, Operation.DESCRIBE))
                .as("the guard scales on the gateway's questions too")
                .contains(new Grant(Resource.TOPIC, "legal.gateway.questions", false, Operation.DESCRIBE))
                .as("decisions waiting scale the reviewer")
                .contains(
                        new Grant(Resource.TOPIC, Topics.DECISIONS, false, Operation.DESCRIBE),
                        new Grant(Resource.GROUP, "legal-reviewer-decisions", false, Operation.DESCRIBE),
                        new Grant(Resource.GROUP, "legal-reviewer", false, Operation.DESCRIBE));
    }

    @Test
    void tenNodesTheIngestTheClientTheGatewayTheAuditorAndTheLagReaderHaveIdentitiesTheAdminIsNotListed() {
        assertThat(AccessTable.identities())
                .extracting(Identity::name)
                .containsExactly(
                        "guard",
                        "classifier",
                        "planner",
                        "executor",
                        "evaluator",
                        "replanner",
                        "mc-selector",
                        "memory",
                        "observer",
                        "reviewer",
                        "ingest",
                        "client",
                        "gateway",
                        "auditor",
                        "pack-registrar",
                        "keda")
                .doesNotContain(AccessTable.ADMIN);
    }

    @Test
    void theReviewerParksAndResumesRunsReadsDecisionsAndWritesReviewEvents() {
        var reviewer = AccessTable.node(NodeName.REVIEWER);

        assertThat(topics(reviewer, Operation.READ)).containsExactly(Topics.REVIEWER, Topics.REVIEW, Topics.DECISIONS);
        assertThat(topics(reviewer, Operation.WRITE))
                .containsExactly(
                        Topics.REVIEW,
                        Topics.EXECUTOR,
                        Topics.MEMORY,
                        Topics.OBSERVER,
                        Topics.PROGRESS,
                        Topics.deadLetterOf(Topics.REVIEWER),
                        Topics.REVIEWS,
                        Topics.DECISIONS,
                        Topics.deadLetterOf(Topics.DECISIONS));
        assertThat(reviewer.grants())
                .filteredOn(g -> g.resource() != Resource.TOPIC)
                .containsExactlyInAnyOrder(
                        new Grant(Resource.GROUP, "legal-reviewer", false, Operation.READ),
                        new Grant(Resource.GROUP, AccessTable.REVIEWER_DECISIONS_GROUP, false, Operation.READ),
                        new Grant(Resource.TRANSACTIONAL_ID, "legal-reviewer-", true, Operation.WRITE));
    }

    @Test
    void onlyTheReviewerParksRunsAndResumesThem() {
        for (var identity : AccessTable.identities()) {
            boolean reviewer = identity.name().equals(NodeName.REVIEWER.id());
            assertThat(topics(identity, Operation.WRITE).contains(Topics.REVIEW))
                    .as(identity.name() + " writes agent.review")
                    .isEqualTo(reviewer);
            assertThat(topics(identity, Operation.WRITE).contains(Topics.REVIEWS))
                    .as(identity.name() + " writes legal.reviews")
                    .isEqualTo(reviewer);
            assertThat(topics(identity, Operation.READ).contains(Topics.DECISIONS))
                    .as(identity.name() + " reads legal.decisions")
                    .isEqualTo(reviewer);
            assertThat(topics(identity, Operation.READ).contains(Topics.REVIEW))
                    .as(identity.name() + " reads agent.review")
                    .isEqualTo(reviewer || identity.name().equals(AccessTable.GATEWAY));
        }
    }

    @Test
    void onlyTheGatewayAndTheReviewersSweepDecideNeverTheClientOrAnotherNode() {
        for (var identity : AccessTable.identities()) {
            assertThat(topics(identity, Operation.WRITE).contains(Topics.DECISIONS))
                    .as(identity.name() + " writes legal.decisions")
                    .isEqualTo(identity.name().equals(AccessTable.GATEWAY)
                            || identity.name().equals(NodeName.REVIEWER.id()));
        }
        assertThat(topics(AccessTable.client(), Operation.WRITE)).doesNotContain(Topics.DECISIONS);
        assertThat(topics(AccessTable.client(), Operation.READ)).doesNotContain(Topics.REVIEW, Topics.REVIEWS);
    }

    @Test
    void theNodesThatAskForReviewWriteTheReviewersInboxOthersDoNot() {
        for (var node : NodeName.values()) {
            boolean asks = node == NodeName.PLANNER || node == NodeName.REPLANNER || node == NodeName.MEMORY;
            assertThat(topics(AccessTable.node(node), Operation.WRITE).contains(Topics.REVIEWER))
                    .as(node.id() + " writes agent.reviewer")
                    .isEqualTo(asks);
        }
    }
}
