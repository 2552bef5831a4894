package io.legalagent.replay;

import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.PackPassage;
import io.legalagent.contracts.PackStep;
import io.legalagent.contracts.RpConstants;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retriever;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Re-runs one step's retrieval with its recorded queries and exclusions and compares the result with
 * the pack: passage ids, order, text hashes, scores and document places, the candidate count, and the hash of the
 * context window rebuilt from what was found.
 */
final class StepReplay {
    /** Scores are floating-point sums; another CPU may differ in the last bits. */
    static final double SCORE_TOLERANCE = 1e-6;

    public record Result(int stepId, List<Evidence> passages, List<Difference> differences) {
        public boolean matches() {
            return differences.isEmpty();
        }
    }

    private final Retriever retriever;
    private final RpConstants constants;

    StepReplay(Retriever retriever, RpConstants constants) {
        this.retriever = retriever;
        this.constants = constants;
    }

    Result replay(PackStep step) {
        var queries = step.queries();
        var querySet = new QuerySet(
                queries.isEmpty() ? "" : queries.get(0), queries.subList(Math.min(1, queries.size()), queries.size()));
        var found = retriever.retrieve(querySet, Set.copyOf(step.excludedIds()));
        var differences = new ArrayList<Difference>();
        comparePassages(step.passages(), found.passages(), differences);
        if (found.candidates() != step.candidates()) {
            differences.add(Difference.of(
                    "candidates", "changed candidates: " + step.candidates() + " \u2192 " + found.candidates()));
        }
        String context = found.passages().isEmpty()
                ? null
                : ContextWindow.of(step.question(), found.passages(), constants).sha256();
        if (differences.isEmpty() && !java.util.Objects.equals(context, step.contextSha256())) {
            differences.add(
                    Difference.of("context", "context hash differs: " + step.contextSha256() + " \u2192 " + context));
        }
        return new Result(step.id(), found.passages(), differences);
    }

    private static String cited(io.legalagent.contracts.DocumentPlace place) {
        return place == null ? "(no document)" : place.citation();
    }

    private static void comparePassages(List<PackPassage> recorded, List<Evidence> found, List<Difference> out) {
        var now = new HashMap<String, Evidence>();
        found.forEach(e -> now.put(e.id(), e));
        var recordedIds = new LinkedHashSet<String>();
        for (var p : recorded) {
            recordedIds.add(p.id());
            var e = now.get(p.id());
            if (e == null) {
                out.add(Difference.of("missing", "missing passage " + p.id()));
            } else if (!e.sha256().equals(p.sha256())) {
                out.add(Difference.of(
                        "text",
                        "changed text of " + p.id() + " (sha256 " + p.sha256() + " \u2192 " + e.sha256() + ")"));
            } else if (Math.abs(e.score() - p.score()) > SCORE_TOLERANCE) {
                out.add(Difference.of(
                        "score",
                        String.format(Locale.ROOT, "changed score of %s: %s \u2192 %s", p.id(), p.score(), e.score())));
            } else if (!java.util.Objects.equals(e.document(), p.document())) {
                out.add(Difference.of(
                        "place",
                        "changed place of " + p.id() + ": " + cited(p.document()) + " \u2192 " + cited(e.document())));
            }
        }
        found.stream()
                .filter(e -> !recordedIds.contains(e.id()))
                .forEach(e -> out.add(Difference.of("new", "new passage " + e.id())));
        var foundIds = found.stream().map(Evidence::id).toList();
        if (foundIds.size() == recordedIds.size()
                && new LinkedHashSet<>(foundIds).equals(recordedIds)
                && !foundIds.equals(List.copyOf(recordedIds))) {
            out.add(Difference.of("order", "changed order: " + List.copyOf(recordedIds) + " \u2192 " + foundIds));
        }
    }
}
