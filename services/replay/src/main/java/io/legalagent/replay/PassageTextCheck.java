package io.legalagent.replay;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.PackStep;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The previews and source names an answer shows, against the passages its steps find in the store
 * today. The pack keeps only each passage's hash, not its text: where the text found now has the hash
 * the pack recorded, the snippet cut from it around the step's recorded queries is the one the answer must show. A passage whose text
 * changed is not compared here; its step already reports it.
 */
final class PassageTextCheck {
    private static final int SHOWN_CHARS = 60;

    private PassageTextCheck() {}

    static List<Difference> of(Answer answer, List<PackStep> packed, Map<Integer, List<Evidence>> found) {
        var recorded = new HashMap<String, String>();
        var queries = new HashMap<String, List<String>>();
        packed.forEach(step -> step.passages().forEach(p -> {
            recorded.putIfAbsent(p.id(), p.sha256());
            queries.putIfAbsent(p.id(), step.queries());
        }));
        var unchanged = new HashMap<String, Evidence>();
        found.values().forEach(passages -> passages.stream()
                .filter(e -> e.sha256().equals(recorded.get(e.id())))
                .forEach(e -> unchanged.putIfAbsent(e.id(), e)));
        var differences = new ArrayList<Difference>();
        for (var shown : Shown.sources(answer)) {
            var source = shown.source();
            compare(
                    shown.name(),
                    source.source(),
                    source.preview(),
                    unchanged.get(source.id()),
                    queries.get(source.id()),
                    differences);
        }
        for (int i = 0; i < answer.steps().size(); i++) {
            var passages = answer.steps().get(i).passages();
            for (int j = 0; j < passages.size(); j++) {
                var passage = passages.get(j);
                compare(
                        "steps[" + i + "].passages[" + j + "]",
                        passage.source(),
                        passage.preview(),
                        unchanged.get(passage.id()),
                        queries.get(passage.id()),
                        differences);
            }
        }
        return differences;
    }

    private static void compare(
            String name,
            String source,
            String preview,
            Evidence passage,
            List<String> queries,
            List<Difference> differences) {
        if (passage == null) {
            return;
        }
        if (!Objects.equals(source, passage.source())) {
            differences.add(Difference.of(
                    "answer", name + ".source: the answer shows " + source + ", the store " + passage.source()));
        }
        String expected = Answer.preview(passage.text(), queries);
        if (!Objects.equals(preview, expected)) {
            differences.add(Difference.of(
                    "answer",
                    name + ".preview: the answer shows \"" + shown(preview) + "\", the text of " + passage.id()
                            + " reads there \"" + shown(expected) + "\""));
        }
    }

    private static String shown(String text) {
        return text == null || text.length() <= SHOWN_CHARS ? text : text.substring(0, SHOWN_CHARS) + "…";
    }
}
