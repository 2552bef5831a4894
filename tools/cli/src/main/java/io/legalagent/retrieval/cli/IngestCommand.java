package io.legalagent.retrieval.cli;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.ingest.ProgressBar;
import io.legalagent.retrieval.ingest.RowProblem;
import io.legalagent.retrieval.store.ChromaClient;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * {@code ingest [--prune] [--collection NAME] [--batch N] PATH...}: loads passage files (.csv in the
 * Bar Exam QA layout, .jsonl) into Chroma. Settings come from LEGAL_RETRIEVAL_* variables (LEGAL_RETRIEVAL_CHROMA_URL,
 * LEGAL_RETRIEVAL_EMBEDDING_MODEL, ...). Exit 0 on success, 1 when nothing usable was read or Chroma does not
 * answer, 2 on bad usage. {@code legal ingest} runs it in-process through {@link #run(String[], PrintStream,
 * PrintStream)}.
 */
public final class IngestCommand {
    public static final int OK = 0;
    public static final int ERROR = 1;
    public static final int USAGE = 2;

    private static final int SHOWN_PROBLEMS = 20;

    private IngestCommand() {}

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs the command: the summary goes to {@code out}, skipped rows, progress and problems to {@code err}.
     * Returns the exit code; never exits the JVM.
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Quiet.apply();
        var paths = new ArrayList<Path>();
        var overrides = new HashMap<String, String>();
        boolean prune = false;
        int batch = 128;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--prune" -> prune = true;
                    case "--collection" -> overrides.put("LEGAL_RETRIEVAL_PASSAGES_COLLECTION", value(args, ++i));
                    case "--chroma" -> overrides.put("LEGAL_RETRIEVAL_CHROMA_URL", value(args, ++i));
                    case "--model" -> overrides.put("LEGAL_RETRIEVAL_EMBEDDING_MODEL", value(args, ++i));
                    case "--batch" -> batch = positive(args, ++i);
                    case "-h", "--help" -> {
                        out.println(usage());
                        return OK;
                    }
                    default -> {
                        if (args[i].startsWith("-")) {
                            throw new IllegalArgumentException("unknown option " + args[i]);
                        }
                        paths.add(Path.of(args[i]));
                    }
                }
            }
            if (paths.isEmpty()) {
                throw new IllegalArgumentException("no passage file or folder given");
            }
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage() + "\n" + usage());
            return USAGE;
        }
        var missing = paths.stream().filter(p -> !Files.exists(p)).toList();
        if (!missing.isEmpty()) {
            err.println("no such file or folder: " + missing.get(0));
            return ERROR;
        }
        RetrievalSettings settings;
        try {
            settings = RetrievalSettings.from(key -> overrides.getOrDefault(key, System.getenv(key)));
        } catch (IllegalArgumentException e) {
            err.println("bad setting: " + e.getMessage());
            return USAGE;
        }
        var corpus = PassageFiles.read(paths);
        report(corpus.problems(), err);
        if (corpus.passages().isEmpty()) {
            err.println("no usable passages in " + paths);
            return ERROR;
        }
        // Before the model loads: a missing server is the commonest mistake and costs nothing to spot.
        var probe =
                new ChromaClient(settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(5));
        if (!probe.heartbeat()) {
            err.println(
                    "Chroma does not answer at " + settings.chromaUrl()
                            + "; start it with deploy/chroma/start.sh (or set LEGAL_RETRIEVAL_CHROMA_URL, or pass --chroma URL)");
            return ERROR;
        }
        boolean terminal = System.console() != null;
        try (var stack = RetrievalStack.open(settings)) {
            var ingester = new Ingester(
                    stack.passages(),
                    stack.embedder(),
                    batch,
                    total -> new ProgressBar(err, "embedding", total, terminal));
            var result = ingester.ingest(corpus, prune);
            out.println(result.summary());
        }
        return OK;
    }

    private static void report(List<RowProblem> problems, PrintStream err) {
        problems.stream().limit(SHOWN_PROBLEMS).forEach(p -> err.println("skipped " + p));
        if (problems.size() > SHOWN_PROBLEMS) {
            err.println("... and " + (problems.size() - SHOWN_PROBLEMS) + " more skipped rows");
        }
    }

    private static String value(String[] args, int i) {
        if (i >= args.length) {
            throw new IllegalArgumentException(args[i - 1] + " needs a value");
        }
        return args[i];
    }

    private static int positive(String[] args, int i) {
        String value = value(args, i);
        try {
            int n = Integer.parseInt(value);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(args[i - 1] + " takes a positive whole number, not " + value);
    }

    public static String usage() {
        return "usage: ingest [--prune] [--collection NAME] [--chroma URL] [--model ID] [--batch N] PATH...\n"
                + "  PATH: .csv (idx,text,source), .jsonl (id,source,title,text[,subject]) or a folder of them\n"
                + "  --prune: remove passages the files no longer hold (otherwise they are only reported)\n"
                + "  settings: LEGAL_RETRIEVAL_CHROMA_URL (default http://127.0.0.1:8000),"
                + " LEGAL_RETRIEVAL_PASSAGES_COLLECTION, LEGAL_RETRIEVAL_EMBEDDING_MODEL";
    }
}
