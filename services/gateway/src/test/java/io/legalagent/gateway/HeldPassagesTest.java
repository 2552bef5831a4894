package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** "SHA-256 matches" only for text the library holds; never for a frozen context's passages. */
class HeldPassagesTest {
    private static final String HELD = "a".repeat(64);
    private static final String CHANGED = "b".repeat(64);
    private static final Map<String, String> LIBRARY = Map.of("held", HELD, "changed", CHANGED);

    private static Answer answer(boolean frozen) {
        String pack = frozen
                ? ",\"researchPack\":{\"inputPack\":{\"sha256\":\"" + "c".repeat(64) + "\",\"questionId\":\"q1\"}}"
                : ",\"researchPack\":{\"steps\":[]}";
        return RunRecords.decode(
                        ("{\"schemaVersion\":1,\"runId\":\"run-1\",\"requestId\":\"r1\",\"status\":\"ANSWERED\","
                                        + "\"question\":\"What is battery?\",\"answer\":\"Battery [Query 1][Source 1].\","
                                        + "\"fromCache\":false,\"sources\":["
                                        + source(1, "held") + "," + source(2, "changed") + "," + source(3, "absent")
                                        + "," + source(4, "held") + "]" + pack + "}")
                                .getBytes(java.nio.charset.StandardCharsets.UTF_8),
                        Answer.class)
                .orElseThrow();
    }

    private static String source(int n, String id) {
        return "{\"query\":1,\"number\":" + n + ",\"id\":\"" + id + "\",\"source\":\"s\",\"score\":1.0,\"sha256\":\""
                + HELD + "\",\"preview\":\"…\"}";
    }

    @Test
    void aSearchedPassageMatchesOnlyWhereTheLibraryHoldsItsText() {
        var checks = HeldPassages.of(answer(false), id -> Optional.ofNullable(LIBRARY.get(id)));
        assertThat(checks).extracting(HeldPassages.Check::id).containsExactly("held", "changed", "absent");
        assertThat(checks)
                .extracting(HeldPassages.Check::held)
                .containsExactly(HeldPassages.Held.MATCHES, HeldPassages.Held.DIFFERS, HeldPassages.Held.NOT_HELD);
        assertThat(checks.get(0).detail()).isEqualTo("SHA-256 matches the library's text");
        assertThat(checks.get(1).detail()).contains("SHA-256 differs");
        assertThat(checks.get(2).detail()).isEqualTo("the library holds no passage absent");
    }

    @Test
    void aFrozenContextsPassageIsNotHeldEvenWhereTheLibraryHasTextOfItsHash() {
        var checks = HeldPassages.of(answer(true), id -> Optional.ofNullable(LIBRARY.get(id)));
        assertThat(checks).extracting(HeldPassages.Check::held).containsOnly(HeldPassages.Held.NOT_HELD);
        assertThat(checks).extracting(HeldPassages.Check::detail).allSatisfy(detail -> assertThat(detail)
                .contains("not held by the library")
                .doesNotContain("matches"));
    }
}
