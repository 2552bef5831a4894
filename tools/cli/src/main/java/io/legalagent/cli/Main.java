package io.legalagent.cli;

import io.legalagent.cli.stack.StackException;
import io.legalagent.retrieval.bench.RetrievalBenchCommand;
import io.legalagent.retrieval.cli.IngestCommand;
import io.legalagent.retrieval.memorybench.MemoryBenchCommand;
import io.legalagent.retrieval.pack.PackBuildCommand;
import io.legalagent.retrieval.pack.PackVerifyCommand;
import io.legalagent.retrieval.train.TrainRerankerCommand;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/** {@code ./legal}: one command line for the local stack, questions, evaluation and benchmarks. */
@Command(
        name = "legal",
        mixinStandardHelpOptions = true,
        version = "legal 0.1.0",
        description = {
            "The legal research agent on this machine: a real Kafka broker (KRaft), a real Chroma server and the"
                    + " nine services as separate processes, logs, data and PID files under .legal/.",
            "Model flags of up, ask and eval (default offline, no language model): --llm offline|ollama|openai"
                    + " --model NAME --ollama-url URL --openai-url URL."
        },
        subcommands = {
            StackCommands.Up.class,
            StackCommands.Down.class,
            StackCommands.Status.class,
            QuestionCommands.Ask.class,
            ReviewCommands.class,
            QuestionCommands.Eval.class,
            IngestCommand.class,
            LibraryCommand.class,
            QuestionCommands.Replay.class,
            TrainCommands.class,
            StackCommands.Topics.class,
            LoginsCommand.class,
            TokenCommand.class,
            AuditCommand.class,
            SigningKeyCommand.class,
            NodeKeysCommand.class,
            BenchCommands.class,
            PackCommands.class,
            HelpCommand.class,
            AutoComplete.GenerateCompletion.class
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:answered, or the command did its job",
            "1:Kafka or Chroma unreachable, a component down, or other trouble",
            "2:the command line could not be understood, or bad input",
            "3:the question was rejected (ask)",
            "4:the run failed (ask)",
            "5:no answer in time (ask, eval)",
            "6:a replay found the research differs from its pack",
            "7:bench chaos: a question lost, duplicated or stuck, or a process did not come back",
            "8:a replay found the answer's signature missing, by an untrusted key, or over other fields",
            "9:a replay found the chain of custody broken, or missing with --require-custody",
            "10:the run waits for review (ask without --wait)",
            "11:a reviewer declined the run (ask)",
            "12:review: no such run waiting in your organisation",
            "13:review: already decided (who and when are named)",
            "14:review: closed, its timeout decided",
            "15:review: not allowed (token expired, or no reviewer role)"
        },
        footer = {"%nEach command's options: legal help COMMAND, or legal COMMAND --help."})
public final class Main {
    private Main() {}

    public static void main(String[] argv) {
        // UTF-8 whatever the locale: answers carry legal text, and --json must print the exact bytes.
        var out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        var err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        int code = run(argv, out, err, System::getenv);
        out.flush();
        err.flush();
        System.exit(code);
    }

    static int run(String[] argv, PrintStream out, PrintStream err) {
        return run(argv, out, err, System::getenv);
    }

    static int run(String[] argv, PrintStream out, PrintStream err, Function<String, String> env) {
        Io.out = out;
        Io.err = err;
        Io.env = env;
        var line = commandLine();
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(err, true));
        if (argv.length == 0) {
            line.usage(err);
            return ExitCodes.USAGE;
        }
        return line.execute(argv);
    }

    static CommandLine commandLine() {
        var line = new CommandLine(new Main(), new Factory());
        line.setExecutionExceptionHandler((e, cmd, parsed) -> {
            String name = cmd.getCommandSpec().qualifiedName(" ");
            if (e instanceof UsageException) {
                cmd.getErr().println(name + ": " + e.getMessage());
                cmd.getErr().println("(" + name + " --help lists its options)");
                return ExitCodes.USAGE;
            }
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
                cmd.getErr().println(name + ": interrupted");
                return ExitCodes.ERROR;
            }
            cmd.getErr()
                    .println(name + ": "
                            + (e instanceof StackException || e instanceof IllegalArgumentException
                                    ? e.getMessage()
                                    : Failures.describe(e)));
            return ExitCodes.ERROR;
        });
        return line;
    }

    /** The commands that live outside this package get this run's streams (and ingest its default corpus). */
    private static final class Factory implements CommandLine.IFactory {
        @Override
        public <K> K create(Class<K> type) throws Exception {
            if (type == IngestCommand.class) {
                return type.cast(
                        new IngestCommand(Io.out, Io.err, () -> Io.config().corpusDir()));
            }
            if (type == PackBuildCommand.class) {
                return type.cast(new PackBuildCommand(Io.out, Io.err, (dir, broker) -> new PackRegistrar(
                                broker == null ? Io.bootstrap() : broker, Io.out)
                        .register(dir)));
            }
            if (type == PackVerifyCommand.class) {
                return type.cast(new PackVerifyCommand(Io.out, Io.err));
            }
            if (type == RetrievalBenchCommand.class) {
                return type.cast(new RetrievalBenchCommand(Io.out, Io.err));
            }
            if (type == MemoryBenchCommand.class) {
                return type.cast(new MemoryBenchCommand(Io.out));
            }
            if (type == TrainRerankerCommand.class) {
                return type.cast(
                        new TrainRerankerCommand(Io.out, Io.err, Io.config().root()));
            }
            return CommandLine.defaultFactory().create(type);
        }
    }
}
