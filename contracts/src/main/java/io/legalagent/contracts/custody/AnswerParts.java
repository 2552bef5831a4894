package io.legalagent.contracts.custody;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.PackStep;
import io.legalagent.contracts.StepStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The parts of a run that its answer shows, rebuilt from the answer alone, with the digests {@link
 * Parts} gave them in the state: what a replay compares with the attestations to name the node whose
 * part changed. Parts the answer does not carry (the screen, the evaluation, the outcome before the
 * observer settled it) are checked by signature only.
 */
public final class AnswerParts {
    private AnswerParts() {}

    public static SortedMap<String, String> of(Answer answer) {
        var parts = new TreeMap<String, String>();
        var pack = answer.researchPack();
        Parts.put(
                parts,
                PartKind.QUESTION.part(null),
                Parts.question(
                        answer.runId(),
                        answer.requestId(),
                        answer.question(),
                        answer.choices(),
                        answer.library(),
                        answer.owner(),
                        pack == null ? null : pack.inputPack()));
        if (answer.queryType() != null) {
            Parts.put(parts, PartKind.ROUTE.part(null), answer.queryType());
        }
        Parts.review(parts, answer.review());
        if (pack == null) {
            return parts;
        }
        pack.steps().forEach(step -> step(parts, step));
        if (pack.corpusFingerprint() != null) {
            Parts.put(parts, PartKind.CORPUS.part(null), pack.corpusFingerprint());
        }
        if (pack.selection() != null) {
            Parts.put(parts, PartKind.LETTER.part(null), pack.selection());
        }
        var outputs = new TreeMap<String, List<Object>>();
        pack.modelOutputs().forEach(o -> outputs.computeIfAbsent(o.node(), n -> new ArrayList<>())
                .add(o));
        outputs.forEach((node, list) -> Parts.put(parts, PartKind.OUTPUTS.part(node), list));
        Parts.constantsByNode(pack.constants())
                .forEach((node, map) -> Parts.put(parts, PartKind.CONSTANTS.part(node), map));
        return parts;
    }

    private static void step(SortedMap<String, String> parts, PackStep step) {
        Parts.put(parts, PartKind.PLAN.part(step.id()), Parts.plannedStep(step.phase(), step.question()));
        Parts.put(
                parts,
                PartKind.EVIDENCE.part(step.id()),
                Parts.stepEvidence(
                        step.queries(),
                        step.passages().stream()
                                .map(p -> new Parts.PassageRef(p.id(), p.sha256()))
                                .toList(),
                        step.excludedIds(),
                        step.answer(),
                        step.contextSha256()));
        if (step.status() == StepStatus.COMPLETED) {
            Parts.put(parts, PartKind.COMPLETED.part(step.id()), step.status());
        } else if (step.status() == StepStatus.FAILED) {
            Parts.put(parts, PartKind.FAILED.part(step.id()), step.status());
        }
    }
}
