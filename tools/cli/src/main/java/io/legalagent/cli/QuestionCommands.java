package io.legalagent.cli;

import io.legalagent.retrieval.cli.IngestCommand;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
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
                    + " print the answer. Exit 0 answered, 3 rejected, 4 failed, 5 no answer in time.")
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
                    bootstrap == null ? Io.bootstrap() : bootstrap);
            if (bootstrap == null) {
                ensureUp(model);
            }
            return new AskCommand(Io.out, Io.err).run(options);
        }
    }

    @Command(
            name = "eval",
            description = {
                "Bar Exam QA questions through the stack (started if needed): accuracy, retrieval, steps, cost,"
                        + " latency; --retrieval-only needs Chroma alone.",
                "eval --help: its options. Exit 0 every question answered, 2 bad input, 5 some not answered in time."
            })
    static final class Eval implements Callable<Integer> {
        @Parameters(paramLabel = "ARGS", description = "QA-FILE and eval's options (eval --help)")
        List<String> args;

        @Mixin
        ModelOptions model;

        @Override
        public Integer call() throws Exception {
            var argv = StackCommands.words(args);
            var command = new EvalCommand(Io.out, Io.err, Io.env);
            if (argv.contains("-h") || argv.contains("--help")) {
                return command.run(argv);
            }
            // A bad file or option is reported before anything starts.
            var check = new java.util.ArrayList<>(argv);
            check.add("--check");
            int checked = new EvalCommand(new PrintStream(OutputStream.nullOutputStream()), Io.err, Io.env).run(check);
            if (checked != ExitCodes.OK) {
                return checked;
            }
            if (argv.contains("--retrieval-only")) {
                if (model.chosen() && !"offline".equals(model.resolve().provider())) {
                    Io.err.println("legal: --retrieval-only calls no model; model flags ignored");
                }
                var stack = Io.stack(Io.err);
                Files.createDirectories(stack.config().logDir());
                stack.chroma().start();
                stack.ingestIfEmpty();
            } else {
                ensureUp(model);
            }
            return command.run(argv);
        }
    }

    @Command(
            name = "ingest",
            description = "Embed passage files (.csv idx,text,source; .jsonl; folders of them) into Chroma; no PATH:"
                    + " the sample corpus. ingest --help: its options.")
    static final class Ingest implements Callable<Integer> {
        @Parameters(paramLabel = "ARGS", description = "[options] PATH...")
        List<String> args;

        @Override
        public Integer call() {
            var argv = StackCommands.words(args);
            if (argv.isEmpty()) {
                argv.add(Io.config().corpusDir().toString());
            }
            return IngestCommand.run(argv.toArray(String[]::new), Io.out, Io.err);
        }
    }

    @Command(
            name = "replay",
            description = "Verify an answer's ResearchPack with no model call (exit 0 all match, 6 anything differs)."
                    + " replay --help: its options.")
    static final class Replay implements Callable<Integer> {
        @Parameters(paramLabel = "ARGS", description = "ANSWER.json [--json] [--chroma URL] [--skills DIR]")
        List<String> args;

        @Override
        public Integer call() throws Exception {
            // Replay compares the recorded prompt hashes with the prompts in skills/.
            var env = Io.envWith(
                    "LEGAL_MODEL_SKILLS_DIRECTORY", Io.config().skills().toString());
            return new ReplayCommand(Io.out, Io.err, env).run(StackCommands.words(args));
        }
    }
}
