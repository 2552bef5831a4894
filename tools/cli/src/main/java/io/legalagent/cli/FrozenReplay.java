package io.legalagent.cli;

import io.legalagent.contracts.InputPack;
import io.legalagent.ports.FrozenRetriever;
import io.legalagent.replay.Retrievers;
import io.legalagent.retrieval.pack.FrozenPacks;
import java.nio.file.Path;

/**
 * Where a replay takes its steps' passages from: the store, or, for an answer researched on a frozen
 * pack, that pack, read from a verified pack set and found by the hash the answer names.
 */
final class FrozenReplay {
    private FrozenReplay() {}

    /** @throws UsageException the answer came from a pack and none (or another) is given, or the reverse */
    static Retrievers retrievers(InputPack named, Path packs) throws UsageException {
        if (named == null) {
            if (packs != null) {
                throw new UsageException("--packs replays answers from eval --packs; this answer searched the store");
            }
            return Retrievers.openedPerReplay();
        }
        if (packs == null) {
            throw new UsageException("the answer was researched on frozen pack " + named.sha256() + " (question "
                    + named.questionId() + ", pack set " + named.packSetSha256()
                    + "): replay it with --packs DIR, the folder ./legal pack build wrote");
        }
        FrozenPacks set;
        try {
            set = FrozenPacks.read(packs);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        var context = set.byId(named.questionId())
                .orElseThrow(() -> new UsageException(
                        "the packs in " + packs + " have no pack for question " + named.questionId()));
        if (!context.packSha256().equals(named.sha256())) {
            throw new UsageException("the answer names pack " + named.sha256() + " for question " + named.questionId()
                    + "; the pack in " + packs + " is " + context.packSha256());
        }
        // The executor's top k comes from the answer's recorded settings, as for a replayed search.
        return (settings, work) -> work.accept(new FrozenRetriever(context, settings.topK()));
    }
}
