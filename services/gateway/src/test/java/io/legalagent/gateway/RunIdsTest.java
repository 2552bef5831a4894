package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Owner;
import org.junit.jupiter.api.Test;

class RunIdsTest {
    private static final Owner ALICE = new Owner("alice", "firm-a");

    @Test
    void aScopedIdIsTheSameOnEveryCallAndLooksLikeARequestId() {
        String id = RunIds.pipelineId(ALICE, "q1");
        assertThat(id).isEqualTo(RunIds.pipelineId(new Owner("alice", "firm-a"), "q1"));
        assertThat(id).matches("u-[0-9a-f]{32}");
        assertThat(QuestionReader.REQUEST_ID.matcher(id).matches()).isTrue();
    }

    @Test
    void twoAskersOfOneIdGetTwoRuns() {
        assertThat(RunIds.pipelineId(ALICE, "q1"))
                .isNotEqualTo(RunIds.pipelineId(new Owner("bob", "firm-a"), "q1"))
                .isNotEqualTo(RunIds.pipelineId(new Owner("alice", "firm-b"), "q1"))
                .isNotEqualTo(RunIds.pipelineId(ALICE, "q2"));
    }
}
