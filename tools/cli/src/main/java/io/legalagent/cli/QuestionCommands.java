package io.legalagent.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** ask, eval, ingest and replay. */
final class QuestionCommands {
    private QuestionCommands() {}

    /** Starts the stack when it is not ready; everything up says goes to stderr (stdout is the answer). */
    static void ensureUp(ModelOptions model) throws Exception {
        var stack = Io.stack(Io.err);
        if (!stack.allReady()) {
            Io.err.println("starting the stack first (./legal up)");
            stack.up(
                    model.resolve(), model.chosen(), () -> Io.topics(Io.config().partitions()));
        } else {
            stack.checkModel(model.resolve(), model.chosen());
            Io.err.println("model: " + stack.runningModel());
        }
    }

    @Command(
            name = "ask",
            mixinStandardHelpOptions = true,
            description = "Publish a question (starting the stack when it is not running), stream its progress,"
                    + " print the answer. Exit 0 answered, 3 rejected, 4 failed, 5 no answer in time, 10 waiting"
                    + " for review (without --wait), 11 declined in review.")
    static final class Ask implements Callable<Integer> {
        @Parameters(
                paramLabel = "QUESTION",
                arity = "1..*",
                description = "the question (unquoted words are one question)")
        List<String> words;

        @Option(
                names = {"-c", "--choice"},
                paramLabel = "LABEL=text",
                description = "an answer choice, e.g. -c A=\"Battery\"")
        List<String> choices = List.of();

        @Option(names = "--json", description = "stdout: the answer exactly as published, one line")
        boolean json;

        @Option(names = "--timeout", paramLabel = "SECONDS", description = "how long to wait (default: 600)")
        double timeout = AskOptions.DEFAULT_TIMEOUT.toSeconds();

        @Option(names = "--request-id", paramLabel = "ID", description = "default: a fresh UUID")
        String requestId;

        @Option(names = "--bootstrap-server", paramLabel = "HOST:PORT", description = "default: the local broker")
        String bootstrap;

        @Option(
                names = "--library",
                paramLabel = "NAME",
                description = "research this library of documents (./legal library lists them); default: the corpus."
                        + " A question asked here belongs to the guard's configured owner (organisation local), so"
                        + " the library is that organisation's")
        String library;

        @Option(
                names = "--review",
                paramLabel = "plan,answer",
                description = "pause for a reviewer: plan (before research), answer (before it is published), or"
                        + " both; the deployment may ask for more (legal.review.plan, legal.review.answer)")
        String review;

        @Option(
                names = "--wait",
                description = "when the run waits for review, keep waiting for the answer (else exit 10 at once);"
                        + " --timeout still bounds the whole wait")
        boolean waitForReview;

        @Mixin
        ModelOptions model;

        @Override
        public Integer call() throws Exception {
            if (timeout <= 0) {
                throw new UsageException("--timeout takes a number of seconds above 0; got: " + timeout);
            }
            var options = new AskOptions(
                    String.join(" ", words),
                    AskOptions.choices(choices),
                    json,
                    Duration.ofMillis(Math.round(timeout * 1000)),
                    requestId == null ? UUID.randomUUID().toString() : requestId,
                    bootstrap == null ? Io.bootstrap() : bootstrap,
                    AskOptions.library(library),
                    AskOptions.review(review),
                    waitForReview);
            if (bootstrap == null) {
                ensureUp(model);
            }
            return new AskCommand(Io.out, Io.err).run(options);
        }
    }

    @Command(
            name = "eval",
            mixinStandardHelpOptions = true,
            description = {
                "Bar Exam QA questions through the stack (started if needed): MC accuracy, gold hit@5, steps, model"
                        + " calls, latency and statuses per subject; --retrieval-only: the retriever alone, Chroma"
                        + " only (hit@1/5/10, MRR); --report DIR: a page of charts and figures.json. --compare RUN_A"
                        + " RUN_B: two runs over the same packs side by side, McNemar's test.",
                "Exit 0 every question answered, 2 bad input (or --compare: runs over different packs or none), 5"
                        + " some not answered in time."
            })
    static final class Eval implements Callable<Integer> {
        @Parameters(
                paramLabel = "QA-FILE",
                arity = "0..1",
                description = "Bar Exam QA CSV (prompt, question, choice_a..choice_d, answer, gold_idx; rows without"
                        + " gold_idx are skipped), or case-study JSON Lines (id, subject, question, choices, answer,"
                        + " gold_idx)")
        Path questions;

        @Option(names = "--limit", paramLabel = "N", description = "the first N questions (after --subject)")
        int limit = Integer.MAX_VALUE;

        @Option(
                names = "--subject",
                paramLabel = "S",
                description = "one subject as in the file (TORTS, \"CONST. LAW\"; case and punctuation do not matter;"
                        + " \"none\" for rows without one)")
        String subject;

        @Option(names = "--retrieval-only", description = "the retriever alone, in-process (Chroma only)")
        boolean retrievalOnly;

        @Option(names = "--save", description = "one JSON file per question and SUMMARY.md in --save-dir")
        boolean save;

        @Option(names = "--save-dir", paramLabel = "DIR", description = "default: ${DEFAULT-VALUE}")
        Path saveDir = Path.of("case_studies");

        @Option(
                names = "--in-flight",
                paramLabel = "N",
                description = "questions in the pipeline at once (default ${DEFAULT-VALUE})")
        int inFlight = EvalOptions.DEFAULT_IN_FLIGHT;

        @Option(
                names = "--timeout",
                paramLabel = "S",
                description =
                        "give up on the questions still open when no answer came for S seconds (default ${DEFAULT-VALUE})")
        int timeout = (int) EvalOptions.DEFAULT_TIMEOUT.toSeconds();

        @Option(names = "--json", description = "the last line of stdout is one JSON object with the figures")
        boolean json;

        @Option(names = "--check", description = "read and select the questions, say how many, run nothing")
        boolean check;

        @Option(names = "--bootstrap-server", paramLabel = "HOST:PORT", description = "default: the local broker")
        String bootstrap;

        @Option(
                names = "--packs",
                paramLabel = "DIR",
                description = "answer from the frozen packs ./legal pack build wrote in DIR (verified against"
                        + " rp_manifest.json) instead of searching the corpus")
        Path packs;

        @Option(
                names = "--report",
                paramLabel = "DIR",
                description = "also write DIR/index.html (charts), DIR/figures.json and DIR/charts/; with"
                        + " --compare, the comparison's")
        Path report;

        @Option(
                names = "--compare",
                arity = "2",
                paramLabel = "RUN",
                description = "compare two runs eval --packs --report wrote (RUN_A RUN_B: their report folders);"
                        + " needs no stack")
        List<Path> compare;

        @Mixin
        ModelOptions model;

        EvalOptions options(boolean checkOnly) throws UsageException {
            if (questions == null) {
                throw new UsageException("eval needs a QA-FILE (or --compare RUN_A RUN_B)");
            }
            if (!Files.isRegularFile(questions)) {
                throw new UsageException("no such question file: " + questions);
            }
            if (retrievalOnly && save) {
                throw new UsageException("--save keeps the pipeline's answers; --retrieval-only has none");
            }
            if (retrievalOnly && report != null) {
                throw new UsageException("--report draws the pipeline's answers; --retrieval-only has none");
            }
            if (retrievalOnly && packs != null) {
                throw new UsageException("--packs answers through the services; --retrieval-only runs no services");
            }
            if (packs != null && !Files.isDirectory(packs)) {
                throw new UsageException("no such pack folder: " + packs);
            }
            for (var option : List.of(
                    Map.entry("--limit", limit), Map.entry("--in-flight", inFlight), Map.entry("--timeout", timeout))) {
                if (option.getValue() < 1) {
                    throw new UsageException(
                            option.getKey() + " takes a whole number above 0; got: " + option.getValue());
                }
            }
            return new EvalOptions(
                    questions,
                    limit,
                    Optional.ofNullable(subject),
                    retrievalOnly,
                    save,
                    saveDir,
                    json,
                    checkOnly,
                    inFlight,
                    Duration.ofSeconds(timeout),
                    bootstrap == null ? Io.bootstrap() : bootstrap,
                    Optional.ofNullable(packs),
                    Optional.ofNullable(report));
        }

        @Override
        public Integer call() throws Exception {
            if (compare != null) {
                if (questions != null) {
                    throw new UsageException("--compare reads two earlier runs; give no QA-FILE with it");
                }
                return new EvalCompareCommand(Io.out, Io.err)
                        .run(compare.get(0), compare.get(1), Optional.ofNullable(report));
            }
            var quiet = new PrintStream(OutputStream.nullOutputStream());
            // A bad file or option is reported before anything starts.
            int checked = new EvalCommand(check ? Io.out : quiet, Io.err, Io.env).run(options(true));
            if (checked != ExitCodes.OK || check) {
                return checked;
            }
            if (retrievalOnly) {
                if (model.chosen() && !"offline".equals(model.resolve().provider())) {
                    Io.err.println("legal: --retrieval-only calls no model; model flags ignored");
                }
                var stack = Io.stack(Io.err);
                Files.createDirectories(stack.config().logDir());
                stack.chroma().start();
                stack.ingestIfEmpty();
            } else if (bootstrap == null) {
                ensureUp(model);
            }
            return new EvalCommand(Io.out, Io.err, Io.env).run(options(false));
        }
    }

    @Command(
            name = "replay",
            mixinStandardHelpOptions = true,
            description = "Verify an answer with no model call: its signature, seal, constants, each step's retrieval"
                    + " and context hash, the answer text rebuilt from the pack, and the chain of custody (which node"
                    + " vouched for each part). Exit 0 all match, 6 anything differs, 8 the signature fails (missing,"
                    + " another key, or fields changed since signing), 9 the custody is broken (a part changed since"
                    + " its node signed it, a hop signed by a key not that node's) or, with --require-custody,"
                    + " missing.")
    static final class Replay implements Callable<Integer> {
        @Parameters(paramLabel = "ANSWER.json", description = "an answer as published on legal.answers")
        Path answer;

        @Option(names = "--json", description = "stdout: the verdict as one JSON object (the report on stderr)")
        boolean json;

        @Option(names = "--chroma", paramLabel = "URL", description = "default: LEGAL_RETRIEVAL_CHROMA_URL")
        String chroma;

        @Option(names = "--skills", paramLabel = "DIR", description = "the prompts to compare (default: skills/)")
        Path skills;

        @Option(
                names = "--public-key",
                paramLabel = "FILE",
                description = "the observer's public key (PEM) the signature must verify with (default:"
                        + " LEGAL_ANSWER_PUBLIC_KEY, else .legal/signing/answer-signing.pub, which ./legal up writes)")
        Path publicKey;

        @Option(
                names = "--allow-unsigned",
                description = "accept an answer without a signature (made before answers were signed)")
        boolean allowUnsigned;

        @Option(
                names = "--keyring",
                paramLabel = "DIR",
                description = "the nodes' public keys (<node>.<label>.pub) the chain of custody must verify with"
                        + " (default: LEGAL_KEYRING, else .legal/custody/keyring, which ./legal up writes)")
        Path keyring;

        @Option(
                names = "--require-custody",
                description = "fail (exit 9) an answer that carries no chain of custody, or that no keyring can check")
        boolean requireCustody;

        @Option(
                names = "--packs",
                paramLabel = "DIR",
                description = "for an answer from eval --packs: the packs it was given, to replay its steps against")
        Path packs;

        @Option(
                names = "--bootstrap-server",
                paramLabel = "HOST:PORT",
                description = "for an answer from QA memory: where legal.answers holds the signed answer its pack"
                        + " names as its source (default: the local broker)")
        String bootstrap;

        @Override
        public Integer call() throws Exception {
            // Replay compares the recorded prompt hashes with the prompts in skills/.
            var env = Io.envWith(
                    "LEGAL_MODEL_SKILLS_DIRECTORY", Io.config().skills().toString());
            String variable = Io.env.apply(ReplayKeys.VARIABLE);
            Path given =
                    publicKey != null ? publicKey : variable == null || variable.isBlank() ? null : Path.of(variable);
            var trust = ReplayKeys.trust(given, Io.config().answerPublicKey(), allowUnsigned);
            String ring = Io.env.apply(ReplayKeys.KEYRING_VARIABLE);
            Path givenRing = keyring != null ? keyring : ring == null || ring.isBlank() ? null : Path.of(ring);
            // The launcher's node keys: ./legal up publishes their public halves here.
            var published = Io.config().state().resolve("custody").resolve("keyring");
            var custody = ReplayKeys.custody(givenRing, published, requireCustody);
            var sources = new SourceAnswers(bootstrap == null ? Io.bootstrap() : bootstrap);
            return new ReplayCommand(Io.out, Io.err, env)
                    .run(answer, json, chroma, skills, trust, packs, custody, sources);
        }
    }
}
