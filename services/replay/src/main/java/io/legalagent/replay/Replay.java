package io.legalagent.replay;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.ResearchPack;
import io.legalagent.contracts.RpConstants;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.replay.CachedSource;
import io.legalagent.ports.CurrentRun;
import io.legalagent.retrieval.RetrievalSettings;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Verifies an answer's ResearchPack against this installation and the current store, with no model
 * call: the signature, the chain of custody, the seals, the constants, each step's retrieval done
 * again with its recorded queries, the answer text composed again from the pack, and every field the
 * answer shows. {@code ./legal replay}
 * and the gateway's verification endpoint both run it.
 */
public final class Replay {
    static final String EXECUTOR = "executor.";
    /** The head-tail setting packs recorded before trimming became a frozen constant (rp-1). */
    static final String HEAD_TAIL = "context_head_tail_chars";

    private final Function<String, String> environment;
    private final Path skills;
    private final Retrievers retrievers;
    private final SignatureTrust trust;
    private final CustodyTrust custody;

    /**
     * @param environment the {@code LEGAL_RETRIEVAL_*} settings of this installation, by variable name:
     *     where the store is, and what a manifest does not record
     * @param skills the folder of the prompts whose hashes the manifest recorded
     * @param retrievers where the retrieval of each step is done again
     * @param trust the public key an answer's signature must verify with
     */
    public Replay(Function<String, String> environment, Path skills, Retrievers retrievers, SignatureTrust trust) {
        this(environment, skills, retrievers, trust, CustodyTrust.none());
    }

    /** @param custody the nodes' keys an answer's chain of custody is checked with */
    public Replay(
            Function<String, String> environment,
            Path skills,
            Retrievers retrievers,
            SignatureTrust trust,
            CustodyTrust custody) {
        this.environment = environment;
        this.skills = skills;
        this.retrievers = retrievers;
        this.trust = trust;
        this.custody = custody;
    }

    /** True when the answer carries a pack to replay (answers made before ResearchPacks carry none). */
    public static boolean replayable(Answer answer) {
        return answer.researchPack() != null;
    }

    /**
     * Verifies {@code answer} in the library its research searched (the pack's; a pack without one
     * searched the default corpus), as its owner's organisation: the store is searched, and its
     * passages checked by hash, there.
     */
    public ReplayVerdict verify(Answer answer) {
        var pack = Objects.requireNonNull(answer.researchPack(), "the answer carries no researchPack");
        var organisation = answer.owner() == null ? null : answer.owner().organisation();
        return CurrentRun.during(answer.runId(), libraryOf(answer), organisation, () -> verify(answer, pack));
    }

    /**
     * As {@link #verify(Answer)}, and for an answer from QA memory, also the signed answer its pack
     * names ({@code researchPack.cachedFrom}): fetched by run id (from {@code legal.answers}), it must
     * verify with the trusted key and its signature must have the digest the pack records.
     *
     * @param sourceAnswers the answer of a run, by run id; empty when none is found
     */
    public ReplayVerdict verify(Answer answer, Function<String, Optional<Answer>> sourceAnswers) {
        var verdict = verify(answer);
        if (!answer.fromCache()) {
            return verdict;
        }
        var from = CachedSource.of(answer);
        var fields = new ArrayList<>(verdict.answerFields());
        var notes = new ArrayList<>(verdict.notes());
        if (from == null) {
            // Cached answers made before entries were signed answers name no source; stripping the name
            // from a newer one changes its signed pack, which the signature check above reports.
            notes.add("cached source: not named (an answer cached before entries were signed answers)");
        } else {
            var trusted = trust.key() == null ? List.<PublicKey>of() : List.of(trust.key());
            var check =
                    CachedSource.check(answer, sourceAnswers.apply(from.runId()).orElse(null), trusted);
            if (check.verified()) {
                notes.add("cached source: " + check.detail());
            } else {
                fields.add(Difference.of("cachedFrom", check.detail()));
            }
        }
        return new ReplayVerdict(
                verdict.runId(),
                verdict.signature(),
                verdict.custody(),
                verdict.sealHolds(),
                verdict.constants(),
                verdict.corpus(),
                verdict.steps(),
                verdict.answerText(),
                fields,
                notes);
    }

    /** The pack's library, else the answer's (null: the default corpus). */
    static String libraryOf(Answer answer) {
        var pack = answer.researchPack();
        return pack != null && pack.library() != null ? pack.library() : answer.library();
    }

    private ReplayVerdict verify(Answer answer, ResearchPack pack) {
        var notes = new ArrayList<String>();
        var signature = trust.check(answer);
        var chain = custody.check(answer);
        var constants = ConstantCheck.ofInstallation(RetrievalSettings.from(environment), skills)
                .compare(pack.constants());
        var steps = new ArrayList<StepReplay.Result>();
        var corpus = new ArrayList<Difference>();
        if (answer.fromCache()) {
            notes.add("the research came from QA memory: its steps are in the pack of the run that made it"
                    + " (researchPack.cachedFrom); here its citations are resolved and its sources checked against"
                    + " the store");
            retrievers.using(
                    RetrievalSettings.from(environment),
                    retriever -> corpus.addAll(CachedResearchCheck.of(answer, retriever)));
        } else if (!pack.steps().isEmpty()) {
            replaySteps(pack, steps, corpus);
        } else if (answer.status() != RunStatus.ANSWERED) {
            notes.add("the run ended " + answer.status() + " before any step ran: the answer is its reason");
        }
        Difference text = null;
        if (!answer.fromCache()) {
            var rebuilt = AnswerRebuild.compose(answer, byId(steps));
            if (!rebuilt.equals(answer.answer())) {
                text = Difference.of("answer", AnswerRebuild.firstDifference(answer.answer(), rebuilt));
            }
        }
        var found = new LinkedHashMap<Integer, List<Evidence>>();
        steps.forEach(step -> found.put(step.stepId(), step.passages()));
        var fields = AnswerFieldCheck.of(answer, found, notes);
        return new ReplayVerdict(
                answer.runId(), signature, chain, pack.sealHolds(), constants, corpus, steps, text, fields, notes);
    }

    /** Searches with the manifest's retrieval settings (the executor's), against today's store. */
    private void replaySteps(ResearchPack pack, List<StepReplay.Result> steps, List<Difference> corpus) {
        var executor = new TreeMap<String, String>();
        pack.constants().forEach((key, value) -> {
            if (key.startsWith(EXECUTOR)) {
                executor.put(key.substring(EXECUTOR.length()), value);
            }
        });
        var settings = RetrievalSettings.fromManifest(executor, environment);
        var constants = executor.containsKey(HEAD_TAIL)
                ? RpConstants.V1_1.beforeFreezing(Integer.parseInt(executor.get(HEAD_TAIL)))
                : RpConstants.V1_1;
        retrievers.using(settings, retriever -> {
            String fingerprint = retriever.corpusFingerprint();
            if (!Objects.equals(fingerprint, pack.corpusFingerprint())) {
                corpus.add(Difference.of(
                        "corpus",
                        "changed corpus fingerprint: " + pack.corpusFingerprint() + " \u2192 " + fingerprint));
            }
            var replay = new StepReplay(retriever, constants);
            pack.steps().forEach(step -> steps.add(replay.replay(step)));
        });
    }

    private static Map<Integer, StepReplay.Result> byId(List<StepReplay.Result> steps) {
        var byId = new LinkedHashMap<Integer, StepReplay.Result>();
        steps.forEach(s -> byId.put(s.stepId(), s));
        return byId;
    }
}
