package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class AnswerSealTest {
    private static final Instant NOW = Instant.parse("2025-03-14T09:21:07Z");

    private static Answer answer() {
        return Answer.from(Fixtures.full(), "trace-1", NOW);
    }

    @Test
    void aPublishedAnswerIsSealedAndItsSealHoldsThroughJson() {
        var answer = answer();

        assertThat(answer.seal()).isNotNull();
        assertThat(answer.seal().fields()).containsKeys("sources", "steps", "mcAnswer", "mcReasoning", "path");
        assertThat(answer.seal().changedFields(answer)).isEmpty();
        var read = Json.MAPPER.readValue(Json.write(answer), Answer.class);
        assertThat(read.seal().changedFields(read)).isEmpty();
    }

    @Test
    void aChangedSourceHashIsNamed() {
        var answer = answer();
        var tree = Json.MAPPER.valueToTree(answer);
        ((tools.jackson.databind.node.ObjectNode) tree.at("/sources/0")).put("sha256", "0".repeat(64));
        var changed = Json.MAPPER.treeToValue(tree, Answer.class);

        assertThat(changed.seal().changedFields(changed)).containsExactly("sources");
    }

    @Test
    void changedPathAndSelectionAreNamed() {
        var answer = answer();
        var tree = (tools.jackson.databind.node.ObjectNode) Json.MAPPER.valueToTree(answer);
        tree.put("mcReasoning", "because the court said so");
        ((tools.jackson.databind.node.ObjectNode) tree.at("/path/0")).put("route", "REJECTED");
        var changed = Json.MAPPER.treeToValue(tree, Answer.class);

        assertThat(changed.seal().changedFields(changed)).containsExactly("mcReasoning", "path");
    }

    @Test
    void digestsChangedToMatchAChangedFieldBreakTheSeal() {
        var answer = answer();
        var fields = new TreeMap<>(answer.seal().fields());
        fields.put("answer", Sha256.hex("forged"));
        var forged = new AnswerSeal(fields, answer.seal().sha256());

        assertThat(forged.changedFields(answer)).containsExactly("answer", AnswerSeal.FIELD);
    }

    @Test
    void theCanonicalTextSeparatesEveryValue() {
        assertThat(RecordEncoding.of(List.of("ab", "c"))).isNotEqualTo(RecordEncoding.of(List.of("a", "bc")));
        assertThat(RecordEncoding.of(new McSelection(null, "x", null)))
                .isNotEqualTo(RecordEncoding.of(new McSelection("", "x", null)));
    }
}
