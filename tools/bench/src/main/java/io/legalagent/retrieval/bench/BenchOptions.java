package io.legalagent.retrieval.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Command line of the retrieval benchmark. */
record BenchOptions(
        Path qa, Path corpus, boolean json, boolean calibrate, boolean throughput, Map<String, String> env) {
    static final Path DEFAULT_CORPUS = Path.of("../shared/data/corpus");

    static BenchOptions parse(String[] args) {
        Path qa = null;
        Path corpus = null;
        boolean json = false;
        boolean calibrate = false;
        boolean throughput = false;
        var env = new HashMap<String, String>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--qa" -> qa = Path.of(value(args, ++i));
                case "--corpus" -> corpus = Path.of(value(args, ++i));
                case "--json" -> json = true;
                case "--calibrate" -> calibrate = true;
                case "--throughput" -> throughput = true;
                case "--chroma" -> env.put("LEGAL_RETRIEVAL_CHROMA_URL", value(args, ++i));
                case "--model" -> env.put("LEGAL_RETRIEVAL_EMBEDDING_MODEL", value(args, ++i));
                default -> throw new IllegalArgumentException("unknown argument " + args[i] + "\n" + usage());
            }
        }
        if (qa == null) {
            throw new IllegalArgumentException(usage());
        }
        if (corpus == null) {
            corpus = DEFAULT_CORPUS;
        }
        if (!Files.exists(qa) || !Files.exists(corpus)) {
            throw new IllegalArgumentException("no such file or folder: " + (Files.exists(qa) ? corpus : qa));
        }
        return new BenchOptions(qa, corpus, json, calibrate, throughput, env);
    }

    private static String value(String[] args, int i) {
        if (i >= args.length) {
            throw new IllegalArgumentException(args[i - 1] + " needs a value");
        }
        return args[i];
    }

    static String usage() {
        return "usage: bench retrieval --qa FILE [--corpus DIR] [--json] [--calibrate] [--throughput] [--chroma URL]"
                + " [--model ID]\n"
                + "  --qa: questions with gold passages (Bar Exam QA layout: question, choice_a..d, gold_idx)\n"
                + "  --corpus: passage files or a folder of them; default ../shared/data/corpus (from the working"
                + " directory)\n"
                + "  --json: one JSON line with the default variant's figures\n"
                + "  --calibrate: confidence quantiles and a suggested threshold per variant\n"
                + "  --throughput: raw embedding speed next to the ingest's\n"
                + "  settings: LEGAL_RETRIEVAL_CHROMA_URL, LEGAL_RETRIEVAL_POOL_SIZE, LEGAL_RETRIEVAL_LEXICAL_WEIGHT, ...";
    }
}
