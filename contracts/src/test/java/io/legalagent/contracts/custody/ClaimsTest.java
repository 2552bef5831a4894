package io.legalagent.contracts.custody;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ClaimsTest {

    private static Attestation hop(int n, String node, Map<String, String> parts) {
        return new Attestation("run-1", n, node, "R", "t", null, new TreeMap<>(parts), "k".repeat(64), "sig");
    }

    @Test
    void thLastHopToVouchForAPartHoldsItsClaim() {
        var first = hop(1, "planner", Map.of("plan.1", "a", "outcome", "o"));
        var second = hop(2, "replanner", Map.of("plan.1", "b"));

        var claims = Claims.of(List.of(first, second));

        assertThat(claims.byPart().get("plan.1").digest()).isEqualTo("b");
        assertThat(claims.byPart().get("plan.1").by()).isEqualTo(second);
        assertThat(claims.byPart().get("outcome").by()).isEqualTo(first);
    }

    @Test
    void aHopVouchesForWhatIsNewOrChangedOnly() {
        var claims = Claims.of(List.of(hop(1, "guard", Map.of("question", "q", "outcome", "o"))));

        var changed = claims.changedIn(Map.of("question", "q", "outcome", "o2", "route", "r"));

        assertThat(changed).containsExactly(Map.entry("outcome", "o2"), Map.entry("route", "r"));
        assertThat(Claims.of(List.of()).changedIn(Map.of("question", "q"))).containsOnlyKeys("question");
    }
}
