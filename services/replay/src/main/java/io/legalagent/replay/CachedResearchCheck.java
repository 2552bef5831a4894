package io.legalagent.replay;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Evidence;
import io.legalagent.ports.Retriever;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.regex.Pattern;

/**
 * An answer from QA memory against the research it reused. That run researched nothing itself, so
 * its pack holds no step; what it shows is the cached research and the passages that research kept,
 * cited or also consulted. Every {@code [Query q][Source n]} of the answer must resolve to one of
 * them, and each one's passage must still be in the store with the text (SHA-256) the run that made
 * the research kept.
 */
final class CachedResearchCheck {
    private static final Pattern CITATION = Pattern.compile("\\[Query (\\d+)]\\[Source (\\d+)]");

    private CachedResearchCheck() {}

    static List<Difference> of(Answer answer, Retriever retriever) {
        var differences = new ArrayList<Difference>();
        var shown = Shown.sources(answer);
        var cited = CITATION.matcher(answer.answer());
        while (cited.find()) {
            int query = Integer.parseInt(cited.group(1));
            int number = Integer.parseInt(cited.group(2));
            boolean resolves = shown.stream()
                    .anyMatch(s -> s.source().query() == query && s.source().number() == number);
            if (!resolves) {
                differences.add(Difference.of("answer", cited.group() + " cites no source of the answer"));
            }
        }
        var today = new HashMap<String, Evidence>();
        retriever
                .passages(shown.stream().map(s -> s.source().id()).distinct().toList())
                .forEach(e -> today.put(e.id(), e));
        for (var listed : shown) {
            var source = listed.source();
            var passage = today.get(source.id());
            String name = listed.name();
            if (passage == null) {
                differences.add(Difference.of(
                        "corpus", name + ": " + source.id() + " of the cached research is not in the store"));
            } else if (!passage.sha256().equals(source.sha256())) {
                differences.add(Difference.of(
                        "corpus",
                        name + ": the text of " + source.id() + " changed since the cached research cited it ("
                                + source.sha256() + " \u2192 " + passage.sha256() + ")"));
            }
        }
        return differences;
    }
}
