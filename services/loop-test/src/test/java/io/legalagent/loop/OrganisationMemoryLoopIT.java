package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.gateway.testing.Sse;
import io.legalagent.gateway.testing.TestIssuer;
import io.legalagent.ports.CurrentRun;
import io.legalagent.ports.QaMemory;
import io.legalagent.retrieval.store.ChromaUnavailable;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * QA memory belongs to an organisation, through the gateway and the nine nodes: a question one firm
 * asked is answered from the cache for a colleague, but researched afresh for another firm, which
 * is never served the first firm's cached answer.
 */
// Every completed step is cached (the threshold is the evaluator's), as in OfflineMemoryLoopIT.
@TestPropertySource(properties = "legal.memory.min-confidence=0.40")
class OrganisationMemoryLoopIT extends GatewayLoop {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String QUESTION = "A store detective who reasonably suspects a shopper of taking a scarf"
            + " holds her in the back office for twenty minutes. She sues the store for false imprisonment."
            + " Will she prevail?";

    private JsonNode ask(String bearer) throws Exception {
        String requestId = "org-" + UUID.randomUUID();
        var accepted = post(bearer, "{\"requestId\":\"" + requestId + "\",\"question\":\"" + QUESTION + "\"}");
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null, bearer)) {
            var events = stream.rest();
            var last = events.get(events.size() - 1);
            assertThat(last.name()).isEqualTo("answer");
            return JSON.readTree(last.data());
        }
    }

    @Autowired
    QaMemory memory;

    /** The memory service writes the entry once it reads the signed answer, after it was published. */
    private void awaitRemembered(String runId) throws InterruptedException {
        var until = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < until) {
            try {
                var hit = CurrentRun.during("probe", null, ORGANISATION, () -> memory.lookup(QUESTION));
                if (hit.isPresent() && runId.equals(hit.get().sourceRunId())) {
                    return;
                }
            } catch (ChromaUnavailable e) {
                // Chroma may refuse a query while the collection's first entry is being written; ask again.
            }
            Thread.sleep(200);
        }
        throw new AssertionError("QA memory did not serve " + runId);
    }

    @Test
    void anotherOrganisationIsNeverServedTheFirstOnesCachedAnswer() throws Exception {
        var first = ask(token);
        awaitRemembered(first.path("runId").asText());
        var colleague = ask(TestIssuer.shared().token("bob", ORGANISATION, "asker"));
        var stranger = ask(TestIssuer.shared().token("carol", "firm-b", "asker"));

        assertThat(first.path("fromCache").asBoolean()).isFalse();
        assertThat(colleague.path("fromCache").asBoolean())
                .as("the same organisation's memory answers a colleague")
                .isTrue();
        assertThat(stranger.path("fromCache").asBoolean())
                .as("another organisation's memory is another collection")
                .isFalse();
        assertThat(stranger.path("answer").asText())
                .doesNotContain(first.path("runId").asText());
    }
}
