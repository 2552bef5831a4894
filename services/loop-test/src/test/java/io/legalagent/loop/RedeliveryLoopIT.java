package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.NodeMetrics;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.loop.HopFaults.Entry;
import io.legalagent.loop.OllamaStub.Exchange;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.StoredPassage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Side effects under redelivery, on all nine nodes with the real QA memory in Chroma: hops that fail
 * after their node ran (the model was called, the memory's decision made, the answer sent) but before
 * their transaction committed are done again. The model server sees the calls of both tries; the
 * answer counts only the committed ones, the run is answered once, and QA memory, written from the
 * one committed signed answer, holds it once.
 */
class RedeliveryLoopIT extends OllamaLoop {
    @Autowired
    HopFaults faults;

    /** The bound settings, not the property: the test names its memory collection anew at each read. */
    @Autowired
    RetrievalSettings retrieval;

    @Test
    void hopsRolledBackAfterTheirModelCallsAndWritesAreRedoneWithoutCountingOrWritingTwice() {
        var requestId = UUID.randomUUID().toString();
        int entriesBefore = memoryEntries().size();
        int mark = OLLAMA.count();
        faults.watch(
                requestId, OLLAMA::count, NodeName.EXECUTOR, NodeName.MC_SELECTOR, NodeName.MEMORY, NodeName.OBSERVER);

        var run = exchange(requestId, StubResearch.DETECTIVE.objective(), StubResearch.DETECTIVE_CHOICES);
        var answer = run.answer();

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        var ledger = faults.ledger(requestId);
        assertThat(ledger.stream().filter(Entry::failed).map(Entry::node))
                .as("each chosen node's first hop failed once")
                .containsExactlyInAnyOrder("executor", "mc-selector", "memory", "observer");
        assertThat(ledger.stream().filter(e -> !e.failed()).map(e -> e.node() + ":" + e.route()))
                .as("the committed hops are the answer's path")
                .containsExactlyElementsOf(answer.path().stream()
                        .map(h -> h.node() + ":" + h.route())
                        .toList());

        var committed = committedCalls(mark, ledger, run.calls());
        int rolledBack = run.calls().size() - committed.size();
        System.out.printf(
                "Redelivery: the model server saw %d calls, %d of them in rolled-back hops; the answer counts %d%n",
                run.calls().size(), rolledBack, answer.metrics().llmCalls());
        assertThat(run.calls().size())
                .as("the model saw the rolled-back hops' calls too")
                .isGreaterThan(answer.metrics().llmCalls());
        // The executor's step (rewrite, synthesize) and the selection were made twice.
        assertThat(rolledBack).isEqualTo(3);
        assertCountedExactly(answer, committed);

        assertThat(committed(Topics.ANSWERS, answer.requestId(), 1, Duration.ofSeconds(3)))
                .as("one answer record for the run")
                .hasSize(1);
        assertThat(committed(Topics.PROGRESS, answer.runId(), answer.path().size(), Duration.ofSeconds(30)))
                .as("one progress event per committed hop")
                .hasSize(answer.path().size());
        // The entry is written from the signed answer, once the memory service has read it.
        var remembered = rememberedWithin(answer.runId(), Duration.ofSeconds(60));
        assertThat(remembered).as("QA memory holds the run once").hasSize(1);
        assertThat(memoryEntries()).hasSize(entriesBefore + 1);
    }

    /** The server's calls minus those made in hops that failed before their commit. */
    private static List<Exchange> committedCalls(int start, List<Entry> ledger, List<Exchange> calls) {
        var committed = new ArrayList<Exchange>();
        int from = start;
        for (var hop : ledger) {
            if (!hop.failed()) {
                committed.addAll(calls.subList(from - start, hop.mark() - start));
            }
            from = hop.mark();
        }
        assertThat(from - start).as("every call fell within a hop").isEqualTo(calls.size());
        return committed;
    }

    /** The answer's metrics are exactly the committed calls: in total, in tokens and per node. */
    private static void assertCountedExactly(Answer answer, List<Exchange> committed) {
        var metrics = answer.metrics();
        assertThat(metrics.llmCalls()).isEqualTo(committed.size());
        assertThat(metrics.inputTokens())
                .isEqualTo(committed.stream().mapToLong(Exchange::promptTokens).sum());
        assertThat(metrics.outputTokens())
                .isEqualTo(committed.stream().mapToLong(Exchange::replyTokens).sum());
        Map<String, Long> byNode =
                committed.stream().collect(Collectors.groupingBy(c -> c.skill().node, Collectors.counting()));
        Map<String, Long> counted = metrics.perNode().stream()
                .filter(n -> n.model().calls() > 0)
                .collect(Collectors.toMap(
                        NodeMetrics::node, n -> (long) n.model().calls()));
        assertThat(counted).isEqualTo(byNode);
    }

    private List<StoredPassage> rememberedWithin(String runId, Duration wait) {
        var until = System.nanoTime() + wait.toNanos();
        List<StoredPassage> found;
        do {
            found = memoryEntries().stream()
                    .filter(e -> runId.equals(e.metadataString("run_id")))
                    .toList();
            if (!found.isEmpty()) {
                return found;
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return found;
            }
        } while (System.nanoTime() < until);
        return found;
    }

    private List<StoredPassage> memoryEntries() {
        var chroma = new ChromaClient(retrieval.chromaUrl());
        // Questions on legal.questions belong to the local organisation: its memory of the default library.
        return chroma.getCollection(Libraries.memoryCollection(retrieval, retrieval.organisation(), Libraries.DEFAULT))
                .map(c -> chroma.get(c.id(), null, null, null, List.of("metadatas")))
                .orElse(List.of());
    }
}
