package io.legalagent.cli;

import io.legalagent.replay.Replay;
import io.legalagent.replay.Retrievers;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Function;

/**
 * {@code replay ANSWER.json}: verifies an answer's ResearchPack against this installation and the
 * current store, with no model call ({@link Replay}). Exit 0 when everything matches, {@link
 * ExitCodes#DIFFERS} when anything differs.
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
     */
    int run(Path answerFile, boolean json, String chroma, Path skillsDir) throws UsageException {
        var answer = ReplayInput.read(answerFile);
        if (!Replay.replayable(answer)) {
            throw new UsageException("the answer carries no researchPack (made before ResearchPacks existed)");
        }
        Function<String, String> env =
                name -> name.equals("LEGAL_RETRIEVAL_CHROMA_URL") && chroma != null ? chroma : environment.apply(name);
        Path skills = skillsDir != null
                ? skillsDir
                : Path.of(Objects.requireNonNullElse(environment.apply("LEGAL_MODEL_SKILLS_DIRECTORY"), "skills"));
        var verdict = new Replay(env, skills, Retrievers.openedPerReplay()).verify(answer);
        var report = json ? err : out;
        verdict.print(report);
        if (json) {
            out.println(Json.MAPPER.writeValueAsString(verdict.json()));
        }
        return verdict.matches() ? ExitCodes.OK : ExitCodes.DIFFERS;
    }
}
