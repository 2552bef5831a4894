package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** A run's owner from its envelope to its progress and its sealed answer; the audit record that names a user. */
class OwnerTest {
    private static final Instant NOW = Instant.parse("2026-02-01T10:00:00Z");
    private static final Owner ALICE = new Owner("alice", "firm-a");

    @Test
    void theOwnerTravelsInTheEnvelopeThroughJson() {
        var state = Fixtures.full().withOwner(ALICE);

        var read = Json.MAPPER.readValue(Json.write(state), AgentState.class);

        assertThat(read.owner()).isEqualTo(ALICE);
        assertThat(Schemas.validate(Schemas.AGENT_STATE, Json.write(state))).isEmpty();
    }

    @Test
    void theAnswerCarriesTheOwnerInsideItsSeal() {
        var answer = Answer.from(Fixtures.full().withOwner(ALICE), "trace", NOW);

        assertThat(answer.owner()).isEqualTo(ALICE);
        assertThat(answer.seal().fields()).containsKey("owner");
        assertThat(Schemas.validate(Schemas.ANSWER, Json.write(answer))).isEmpty();
        var tree = (ObjectNode) Json.MAPPER.valueToTree(answer);
        ((ObjectNode) tree.get("owner")).put("user", "mallory");
        var forged = Json.MAPPER.treeToValue(tree, Answer.class);
        assertThat(forged.seal().changedFields(forged)).containsExactly("owner");
    }

    @Test
    void aRunWithoutOwnerWritesNoOwnerAndItsSealOmitsIt() {
        var answer = Answer.from(Fixtures.full(), "trace", NOW);

        assertThat(answer.owner()).isNull();
        assertThat(answer.seal().fields()).doesNotContainKey("owner");
        assertThat(Json.write(answer)).doesNotContain("\"owner\"");
    }

    @Test
    void aQuestionRequestStatesItsOwnerOnlyWhenGiven() {
        var plain = new QuestionRequest("What is battery?", null, "r-1", null);

        assertThat(Json.write(plain)).doesNotContain("owner");
        var stated = Json.write(plain.withOwner(ALICE));
        assertThat(Json.MAPPER.readValue(stated, QuestionRequest.class).owner()).isEqualTo(ALICE);
        assertThat(Schemas.validate(Schemas.QUESTION_REQUEST, stated)).isEmpty();
    }

    @Test
    void anAuditRecordOfARefusalMatchesItsSchema() {
        var refused = new AuditRecord(
                SchemaVersion.CURRENT,
                NOW,
                "bob",
                "firm-a",
                AuditRecord.AuditAction.READ_ANSWER,
                "r-1",
                null,
                null,
                "trace",
                AuditRecord.AuditOutcome.REFUSED,
                404,
                "not the owner");

        assertThat(Schemas.validate(Schemas.AUDIT_RECORD, Json.write(refused))).isEmpty();
        assertThat(Schemas.validate(Schemas.AUDIT_RECORD, Json.write(refused).replace("\"bob\"", "\"b b\"")))
                .isNotEmpty();
    }
}
