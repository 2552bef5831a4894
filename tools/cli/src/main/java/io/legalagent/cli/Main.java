package io.legalagent.cli;

import io.legalagent.retrieval.cli.IngestCommand;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** The commands behind ./legal. Each command returns its exit code (see {@link ExitCodes}). */
public final class Main {
    static final String USAGE =
            """
            usage: legal <command> [options]   (the commands behind ./legal)

              ask "question" [-c A="text" ...] [--json] [--timeout SECONDS] [--request-id ID]
                      publish a question, stream its progress, print the answer
                      (exit 0 answered, 3 rejected, 4 failed, 5 no answer in time)
              status  consumer lag of every node's group (legal-<node>)
              topics  [--partitions N] [--replication-factor R]
                      create the topics that are missing
              ingest [--prune] [--collection NAME] [--chroma URL] [--model ID] [--batch N] PATH...
                      embed passage files (.csv idx,text,source; .jsonl; or folders of them) into
                      Chroma; a second run embeds only what changed (exit 1 if Chroma does not answer)
              bench retrieval --qa FILE [--corpus DIR] [--json] [--calibrate] [--throughput]
                      gold-passage hit@1/5/10 and MRR per retrieval variant, the default first
              bench hops [--runs N] [--rate R] [--eos on|off] [--json]
                      hop latency (p50/p95/p99, per node) and overhead per run, idle and at a rate
              bench throughput [--questions N] [--qa FILE] [--json]
                      questions per second end to end, and where the time goes per node
              bench injection [--provider ollama|openai [--model NAME]] [--qa FILE]... [--json]
                      detection rate of the injection screen on the attack set, false positives on
                      legitimate questions and Bar Exam QA (the heuristics, and the model if named)
              bench ingest [--corpus PATH] [--json]
                      ingest speed against the raw embedding speed, in a collection of its own
              bench chaos --qa FILE --out FILE | --report FILE --kills FILE [--json]
                      publish questions and follow them; then check each got exactly one answer
                      in time (exit 7 when one was lost, duplicated or stuck)
                      (./legal bench restarts the stack with each benchmark's settings)
              eval QA-FILE [--limit N] [--subject S] [--retrieval-only] [--save [--save-dir DIR]]
                   [--in-flight N] [--timeout S] [--json]
                      Bar Exam QA questions through the pipeline: MC accuracy, gold hit@5, steps,
                      model calls, latency and statuses per subject (--retrieval-only: the retriever
                      alone, hit@1/5/10 and MRR); `legal eval --help` for the details
              replay ANSWER.json [--json] [--chroma URL] [--skills DIR]
                      verify an answer's ResearchPack with no model call: seal, constants, each
                      step's retrieval and context hash, the answer text rebuilt from the pack
                      (exit 0 all match, 6 anything differs)

              every Kafka command: --bootstrap-server HOST:PORT
                      (default: $LEGAL_KAFKA_BOOTSTRAP, else 127.0.0.1:9092)
              ingest and bench: Chroma at --chroma URL (default: $LEGAL_RETRIEVAL_CHROMA_URL, else
                      http://127.0.0.1:8000); other settings from LEGAL_RETRIEVAL_* variables;
                      `legal ingest --help`, `legal bench retrieval --help` for the details
            """;

    private Main() {}

    public static void main(String[] argv) {
        // UTF-8 whatever the locale: answers carry legal text, and --json must print the exact bytes.
        var out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        var err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        int code = run(argv, out, err);
        out.flush();
        err.flush();
        System.exit(code);
    }

    static int run(String[] argv, PrintStream out, PrintStream err) {
        if (argv.length == 0) {
            err.print(USAGE);
            return ExitCodes.USAGE;
        }
        String command = argv[0];
        List<String> rest = Arrays.asList(argv).subList(1, argv.length);
        try {
            return switch (command) {
                case "ask" -> new AskCommand(out, err).run(rest);
                case "status" -> new StatusCommand(out, err).run(rest);
                case "topics" -> new TopicsCommand(out, err).run(rest);
                case "ingest" -> IngestCommand.run(rest.toArray(String[]::new), out, err);
                case "bench" -> new BenchCommand(out, err).run(rest);
                case "eval" -> new EvalCommand(out, err, System::getenv).run(rest);
                case "replay" -> new ReplayCommand(out, err, System::getenv).run(rest);
                case "help", "-h", "--help" -> {
                    out.print(USAGE);
                    yield ExitCodes.OK;
                }
                default -> throw new UsageException("unknown command " + command);
            };
        } catch (UsageException e) {
            err.println("legal " + command + ": " + e.getMessage());
            err.println("(./legal help lists the commands and their options)");
            return ExitCodes.USAGE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("legal " + command + ": interrupted");
            return ExitCodes.ERROR;
        } catch (RuntimeException e) {
            err.println("legal " + command + ": " + Failures.describe(e));
            return ExitCodes.ERROR;
        }
    }
}
