package io.legalagent.cli;

import io.legalagent.contracts.FrozenContext;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.pack.FrozenPacks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code eval --packs}: each question's frozen context from a verified pack set, and afterwards the
 * check that every answer names the pack it was given, which is what lets two runs with different
 * models claim the same context.
 */
final class FrozenEval {
    private final String packSetSha256;
    private final Map<String, FrozenContext> byRequestIdx;

    private FrozenEval(String packSetSha256, Map<String, FrozenContext> byRequestIdx) {
        this.packSetSha256 = packSetSha256;
        this.byRequestIdx = byRequestIdx;
    }

    /**
     * The packs of these questions.
     *
     * @throws UsageException the set does not match its manifest, lacks a question, or holds a pack
     *     built for another question under its id
     */
    static FrozenEval of(Path dir, List<QaRow> rows) throws UsageException {
        try {
            var packs = FrozenPacks.read(dir);
            var contexts = new LinkedHashMap<String, FrozenContext>();
            var missing = new ArrayList<String>();
            for (var row : rows) {
                packs.forQuestion(row.idx(), row.fullQuestion(), row.labelledChoices())
                        .ifPresentOrElse(c -> contexts.put(row.idx(), c), () -> missing.add(row.idx()));
            }
            if (!missing.isEmpty()) {
                throw new UsageException("the packs in " + dir + " have no pack for question(s) "
                        + String.join(", ", missing.subList(0, Math.min(10, missing.size())))
                        + (missing.size() > 10 ? " and " + (missing.size() - 10) + " more" : "")
                        + "; build them from the same QA file");
            }
            return new FrozenEval(packs.packSetSha256(), contexts);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    String packSetSha256() {
        return packSetSha256;
    }

    FrozenContext contextOf(QaRow row) {
        return byRequestIdx.get(row.idx());
    }

    /** Answers that name the pack they were given, and a line for each that does not. */
    record Check(int answered, int onTheirPack, List<String> problems) {
        Check {
            problems = List.copyOf(problems);
        }
    }

    Check check(List<EvalCase> cases) {
        int answered = 0;
        int onTheirPack = 0;
        var problems = new ArrayList<String>();
        for (var c : cases) {
            if (!c.answered()) {
                continue;
            }
            answered++;
            var given = contextOf(c.row()).packSha256();
            var named = c.answer().researchPack() == null
                    ? null
                    : c.answer().researchPack().inputPack();
            if (named != null && named.sha256().equals(given) && packSetSha256.equals(named.packSetSha256())) {
                onTheirPack++;
            } else {
                problems.add("question " + c.row().idx() + " (" + c.status() + "): its answer names "
                        + (named == null ? "no input pack" : "pack " + named.sha256()) + ", it was given " + given);
            }
        }
        return new Check(answered, onTheirPack, problems);
    }
}
