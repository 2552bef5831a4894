package io.legalagent.retrieval.cli;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.ingest.ProgressBar;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * {@code ingest [--prune] [--collection NAME] [--batch N] PATH...}: loads passage files (.csv in the
 * Bar Exam QA layout, .jsonl) into Chroma. Settings come from LEGAL_RETRIEVAL_* variables (LEGAL_RETRIEVAL_CHROMA_URL,
 * LEGAL_RETRIEVAL_EMBEDDING_MODEL, ...). Exit 0 on success, 1 when nothing usable was read, 2 on bad usage.
 */
public final class IngestCommand {
    private static final int SHOWN_PROBLEMS = 20;

    private IngestCommand() {}

    public static void main(String[] args) {
        Quiet.apply();
        System.exit(run(args));
    }

    static int run(String[] args) {
        var paths = new ArrayList<Path>();
        var overrides = new HashMap<String, String>();
        boolean prune = false;
        int batch = 128;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--prune" -> prune = true;
                case "--collection" -> overrides.put("LEGAL_RETRIEVAL_PASSAGES_COLLECTION", value(args, ++i));
                case "--chroma" -> overrides.put("LEGAL_RETRIEVAL_CHROMA_URL", value(args, ++i));
                case "--model" -> overrides.put("LEGAL_RETRIEVAL_EMBEDDING_MODEL", value(args, ++i));
                case "--batch" -> batch = Integer.parseInt(value(args, ++i));
                case "-h", "--help" -> {
                    System.out.println(usage());
                    return 0;
                }
                default -> {
                    if (args[i].startsWith("--")) {
                        System.err.println("unknown option " + args[i] + "\n" + usage());
                        return 2;
                    }
                    paths.add(Path.of(args[i]));
                }
            }
        }
        if (paths.isEmpty()) {
            System.err.println(usage());
            return 2;
        }
        var settings = RetrievalSettings.from(key -> overrides.getOrDefault(key, System.getenv(key)));
        var corpus = PassageFiles.read(paths);
        report(corpus.problems());
        if (corpus.passages().isEmpty()) {
            System.err.println("no usable passages in " + paths);
            return 1;
        }
        try (var stack = RetrievalStack.open(settings)) {
            var ingester = new Ingester(
                    stack.passages(), stack.embedder(), batch, total -> ProgressBar.onStderr("embedding", total));
            var result = ingester.ingest(corpus, prune);
            System.out.println(result.summary());
        }
        return 0;
    }

    private static void report(List<io.legalagent.retrieval.ingest.RowProblem> problems) {
        problems.stream().limit(SHOWN_PROBLEMS).forEach(p -> System.err.println("skipped " + p));
        if (problems.size() > SHOWN_PROBLEMS) {
            System.err.println("... and " + (problems.size() - SHOWN_PROBLEMS) + " more skipped rows");
        }
    }

    private static String value(String[] args, int i) {
        if (i >= args.length) {
            throw new IllegalArgumentException(args[i - 1] + " needs a value");
        }
        return args[i];
    }

    static String usage() {
        return "usage: ingest [--prune] [--collection NAME] [--chroma URL] [--model ID] [--batch N] PATH...\n"
                + "  PATH: .csv (idx,text,source), .jsonl (id,source,title,text[,subject]) or a folder of them\n"
                + "  --prune: remove passages the files no longer hold (otherwise they are only reported)";
    }
}
