package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.replay.CustodyTrust;
import io.legalagent.replay.Replay;
import io.legalagent.replay.SignatureTrust;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * {@code replay ANSWER.json}: verifies an answer's ResearchPack against this installation and the
 * current store, or an answer from a frozen pack against that pack, with no model call ({@link Replay}). Exit 0 when everything matches, {@link
 * ExitCodes#SIGNATURE} when the signature fails (whatever else differs), {@link ExitCodes#CUSTODY}
 * when the chain of custody is broken (or required and missing), {@link ExitCodes#DIFFERS} when
 * anything else differs.
 */
final class ReplayCommand {
    private final PrintStream out;
    private final PrintStream err;
    private final Function<String, String> environment;

    ReplayCommand(PrintStream out, PrintStream err, Function<String, String> environment) {
        this.out = out;
        this.err = err;
        this.environment = environment;
    }

    /**
     * @param chroma the Chroma to ask instead of LEGAL_RETRIEVAL_CHROMA_URL, or null
     * @param skills the prompts to compare with, or null for LEGAL_MODEL_SKILLS_DIRECTORY, else skills/
     * @param trust the public key the answer's signature must verify with
     */
    int run(Path answerFile, boolean json, String chroma, Path skillsDir, SignatureTrust trust) throws UsageException {
        return run(answerFile, json, chroma, skillsDir, trust, null);
    }

    /** @param packs the frozen packs an answer from {@code eval --packs} was given, or null */
    int run(Path answerFile, boolean json, String chroma, Path skillsDir, SignatureTrust trust, Path packs)
            throws UsageException {
        return run(answerFile, json, chroma, skillsDir, trust, packs, CustodyTrust.none(), runId -> Optional.empty());
    }

    /**
     * @param custody the nodes' keys the answer's chain of custody is checked with
     * @param sources the answer of a run, by run id: where a cached answer's named source is found
     */
    int run(
            Path answerFile,
            boolean json,
            String chroma,
            Path skillsDir,
            SignatureTrust trust,
            Path packs,
            CustodyTrust custody,
            Function<String, Optional<Answer>> sources)
            throws UsageException {
        var answer = ReplayInput.read(answerFile);
        if (!Replay.replayable(answer)) {
            throw new UsageException("the answer carries no researchPack (made before ResearchPacks existed)");
        }
        var retrievers = FrozenReplay.retrievers(answer.researchPack().inputPack(), packs);
        Function<String, String> env =
                name -> name.equals("LEGAL_RETRIEVAL_CHROMA_URL") && chroma != null ? chroma : environment.apply(name);
        Path skills = skillsDir != null
                ? skillsDir
                : Path.of(Objects.requireNonNullElse(environment.apply("LEGAL_MODEL_SKILLS_DIRECTORY"), "skills"));
        var verdict = new Replay(env, skills, retrievers, trust, custody).verify(answer, sources);
        var report = json ? err : out;
        verdict.print(report);
        if (json) {
            out.println(Json.MAPPER.writeValueAsString(verdict.json()));
        }
        if (verdict.signatureFailed()) {
            return ExitCodes.SIGNATURE;
        }
        if (verdict.custodyFailed()) {
            return ExitCodes.CUSTODY;
        }
        return verdict.matches() ? ExitCodes.OK : ExitCodes.DIFFERS;
    }
}
