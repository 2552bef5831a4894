package io.legalagent.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.model.SkillSchemas;
import io.legalagent.retrieval.RetrievalSettings;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Constants an installation knows without its services, compared with what a pack recorded. */
class ConstantCheckTest {
    private final ConstantCheck check = new ConstantCheck(
            RetrievalSettings.from(Map.<String, String>of()), java.nio.file.Path.of("../../skills"), "build-1");

    @Test
    void aReplySchemaChangedSinceTheAnswerIsNamed() {
        String key = "classifier." + SkillSchemas.constantName("classify");
        String now = SkillSchemas.sha256().get("classify");

        assertThat(check.compare(new TreeMap<>(Map.of(key, now)))).isEmpty();
        assertThat(check.compare(new TreeMap<>(Map.of(key, "0".repeat(64)))))
                .singleElement()
                .satisfies(difference -> assertThat(difference.toString())
                        .contains("changed constant " + key + ": " + "0".repeat(64) + " \u2192 " + now));
    }

    @Test
    void aFrozenConstantOtherThanTheRecordInForceIsNamed() {
        var recorded = new TreeMap<String, String>();
        io.legalagent.contracts.RpConstants.V1_1.asMap().forEach((k, v) -> recorded.put("executor.rp." + k, v));

        assertThat(check.compare(recorded)).isEmpty();

        recorded.put("executor.rp.trim_keep", "4000");
        recorded.put("executor.rp.version", "rp-1");
        assertThat(check.compare(recorded))
                .extracting(Object::toString)
                .containsExactly(
                        "changed constant executor.rp.trim_keep: 4000 \u2192 40000",
                        "changed constant executor.rp.version: rp-1 \u2192 rp-1.1");
    }

    @Test
    void everyStructuredSkillHasASchemaAndTheProseOneNone() {
        assertThat(SkillSchemas.sha256())
                .containsOnlyKeys("detect_injection", "classify", "plan", "query_rewrite", "replan", "mc_select")
                .allSatisfy((skill, sha) -> assertThat(sha).matches("[0-9a-f]{64}"));
    }
}
