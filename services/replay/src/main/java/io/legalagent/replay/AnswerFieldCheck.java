package io.legalagent.replay;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.PackPassage;
import io.legalagent.contracts.PackStep;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The fields an answer shows that come from its research, checked two ways: against the answer's own
 * seal (any field changed since the observer published it is named), and against its ResearchPack
 * (the library, each listed source's id, hash, score and document place, cited or also consulted, each step's status, queries, confidence and passages, and
 * the multiple-choice letter and reasoning), so that an answer whose seal was made again over a
 * changed field still differs from the research it claims. An answer from QA memory is held to its
 * own pack too: that run researched nothing, so any step it shows is named; its sources are the
 * cached research's ({@link CachedResearchCheck}).
 */
final class AnswerFieldCheck {
    private AnswerFieldCheck() {}

    /** @param found the passages each replayed step finds now, by step id; their texts back the previews */
    static List<Difference> of(Answer answer, Map<Integer, List<Evidence>> found, List<String> notes) {
        var differences = new ArrayList<Difference>();
        if (answer.seal() == null) {
            notes.add("the answer carries no seal (published before answers were sealed): its fields are checked"
                    + " against the research pack only");
        } else {
            answer.seal()
                    .changedFields(answer)
                    .forEach(field ->
                            differences.add(Difference.of("answer", field + ": changed since the answer was sealed")));
        }
        var pack = answer.researchPack();
        compare("library", answer.library(), pack.library(), differences);
        if (!answer.fromCache()) {
            // Cached research cites the passages of the run that made it: CachedResearchCheck checks them.
            sources(answer, passagesById(pack.steps()), differences);
        }
        steps(answer, pack.steps(), differences);
        differences.addAll(PassageTextCheck.of(answer, pack.steps(), found));
        var selection = pack.selection();
        compare("mcAnswer", answer.mcAnswer(), selection == null ? null : selection.letter(), differences);
        compare("mcReasoning", answer.mcReasoning(), selection == null ? null : selection.reasoning(), differences);
        return differences;
    }

    private static Map<String, PackPassage> passagesById(List<PackStep> steps) {
        var byId = new HashMap<String, PackPassage>();
        steps.forEach(step -> step.passages().forEach(p -> byId.putIfAbsent(p.id(), p)));
        return byId;
    }

    private static void sources(Answer answer, Map<String, PackPassage> kept, List<Difference> differences) {
        var shown = Shown.sources(answer);
        for (int i = 0; i < shown.size(); i++) {
            var source = shown.get(i).source();
            var passage = kept.get(source.id());
            String name = shown.get(i).name();
            if (passage == null) {
                differences.add(Difference.of("answer", name + ".id: " + source.id() + " is in no step of the pack"));
                continue;
            }
            compare(name + ".sha256", source.sha256(), passage.sha256(), differences);
            compare(name + ".score", source.score(), passage.score(), differences);
            compare(name + ".document", source.document(), passage.document(), differences);
        }
    }

    private static void steps(Answer answer, List<PackStep> packed, List<Difference> differences) {
        var byId = new HashMap<Integer, PackStep>();
        packed.forEach(step -> byId.put(step.id(), step));
        for (int i = 0; i < answer.steps().size(); i++) {
            var report = answer.steps().get(i);
            var step = byId.get(report.id());
            String name = "steps[" + i + "]";
            if (step == null) {
                differences.add(Difference.of("answer", name + ".id: step " + report.id() + " is not in the pack"));
                continue;
            }
            compare(name + ".question", report.question(), step.question(), differences);
            compare(name + ".status", report.status(), step.status(), differences);
            compare(name + ".queries", report.queries(), step.queries(), differences);
            compare(name + ".confidence", report.confidence(), step.confidence(), differences);
            compare(
                    name + ".passages",
                    report.passageIds(),
                    step.passages().stream().map(PackPassage::id).toList(),
                    differences);
            for (int j = 0;
                    j < Math.min(report.passages().size(), step.passages().size());
                    j++) {
                compare(
                        name + ".passages[" + j + "].score",
                        report.passages().get(j).score(),
                        step.passages().get(j).score(),
                        differences);
            }
        }
    }

    private static void compare(String field, Object shown, Object researched, List<Difference> differences) {
        if (!Objects.equals(shown, researched)) {
            differences.add(
                    Difference.of("answer", field + ": the answer shows " + shown + ", the pack " + researched));
        }
    }
}
