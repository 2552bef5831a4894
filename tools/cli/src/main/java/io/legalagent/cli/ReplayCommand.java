package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.ResearchPack;
import io.legalagent.contracts.RunStatus;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * {@code replay ANSWER.json}: verifies an answer's ResearchPack against this installation and the
 * current store, with no model call. Exit 0 when everything matches, {@link ExitCodes#DIFFERS} when
 * anything differs.
 */
final class ReplayCommand {
    static final String EXECUTOR = "executor.";
    static final String HEAD_TAIL = "context_head_tail_chars";
    static final int DEFAULT_HEAD_TAIL = 4000;

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
        if (answer.researchPack() == null) {
            throw new UsageException("the answer carries no researchPack (made before ResearchPacks existed)");
        }
        Function<String, String> env =
                name -> name.equals("LEGAL_RETRIEVAL_CHROMA_URL") && chroma != null ? chroma : environment.apply(name);
        Path skills = skillsDir != null
                ? skillsDir
                : Path.of(Objects.requireNonNullElse(environment.apply("LEGAL_MODEL_SKILLS_DIRECTORY"), "skills"));
        var verdict = verify(answer, env, skills);
        var report = json ? err : out;
        verdict.print(report);
        if (json) {
            out.println(Json.MAPPER.writeValueAsString(verdict.json()));
        }
        return verdict.matches() ? ExitCodes.OK : ExitCodes.DIFFERS;
    }

    static ReplayVerdict verify(Answer answer, Function<String, String> env, Path skills) {
        var pack = answer.researchPack();
        var notes = new ArrayList<String>();
        var constants = ConstantCheck.ofInstallation(RetrievalSettings.from(env), skills)
                .compare(pack.constants());
        var steps = new ArrayList<StepReplay.Result>();
        var corpus = new ArrayList<Difference>();
        if (answer.fromCache()) {
            notes.add("the research came from QA memory: its steps and passages are in the pack of the run that"
                    + " made it; the seals, the constants and the answer's fields are checked here");
        } else if (!pack.steps().isEmpty()) {
            replaySteps(pack, env, steps, corpus);
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
        return new ReplayVerdict(answer.runId(), pack.sealHolds(), constants, corpus, steps, text, fields, notes);
    }

    /** Searches with the manifest's retrieval settings (the executor's), against today's store. */
    private static void replaySteps(
            ResearchPack pack, Function<String, String> env, List<StepReplay.Result> steps, List<Difference> corpus) {
        var executor = new TreeMap<String, String>();
        pack.constants().forEach((key, value) -> {
            if (key.startsWith(EXECUTOR)) {
                executor.put(key.substring(EXECUTOR.length()), value);
            }
        });
        var settings = RetrievalSettings.fromManifest(executor, env);
        int headTail = Integer.parseInt(executor.getOrDefault(HEAD_TAIL, Integer.toString(DEFAULT_HEAD_TAIL)));
        try (var stack = RetrievalStack.open(settings)) {
            var retriever = stack.retriever();
            String fingerprint = retriever.corpusFingerprint();
            if (!Objects.equals(fingerprint, pack.corpusFingerprint())) {
                corpus.add(Difference.of(
                        "corpus",
                        "changed corpus fingerprint: " + pack.corpusFingerprint() + " \u2192 " + fingerprint));
            }
            var replay = new StepReplay(retriever, headTail);
            pack.steps().forEach(step -> steps.add(replay.replay(step)));
        }
    }

    private static Map<Integer, StepReplay.Result> byId(List<StepReplay.Result> steps) {
        var byId = new LinkedHashMap<Integer, StepReplay.Result>();
        steps.forEach(s -> byId.put(s.stepId(), s));
        return byId;
    }
}
