package io.legalagent.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** What {@code eval} was told: the questions, which of them, how to run them and what to write. */
record EvalOptions(
        Path questions,
        int limit,
        Optional<String> subject,
        boolean retrievalOnly,
        boolean save,
        Path saveDir,
        boolean json,
        boolean check,
        int inFlight,
        Duration timeout,
        String bootstrap) {

    static final String USAGE =
            """
            usage: eval QA-FILE [--limit N] [--subject S] [--retrieval-only] [--save [--save-dir DIR]]
                            [--in-flight N] [--timeout S] [--json]
              QA-FILE          Bar Exam QA CSV (prompt, question, choice_a..choice_d, answer, gold_idx;
                               rows without gold_idx are skipped), or case-study JSON Lines (id,
                               subject, question, choices, answer, gold_idx)
              --limit N        the first N questions (after --subject)
              --subject S      one subject, as in the file's subject column (TORTS, "CONST. LAW", ...;
                               case and punctuation do not matter; "none" for rows without one)
              --retrieval-only the retriever alone, in-process: hit@1/5/10 and MRR (Chroma only)
              --save           one JSON file per question and SUMMARY.md in --save-dir (default
                               case_studies)
              --in-flight N    questions in the pipeline at once (default 4)
              --timeout S      give up on the questions still open when no answer came for S seconds
                               (default 600)
              --json           the last line of stdout is one JSON object with the figures
              --check          read and select the questions, say how many, run nothing
            """;

    static final int DEFAULT_IN_FLIGHT = 4;
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(600);

    private static final Set<String> FLAGS = Set.of("--retrieval-only", "--save", "--json", "--check");
    private static final Map<String, String> NAMES = Args.names(
            "--limit",
            "--subject",
            "--retrieval-only",
            "--save",
            "--save-dir",
            "--json",
            "--check",
            "--in-flight",
            "--timeout",
            KafkaClients.BOOTSTRAP_OPTION);

    static EvalOptions parse(List<String> argv) throws UsageException {
        var args = Args.parse(argv, NAMES, FLAGS);
        if (args.positionals().size() != 1) {
            throw new UsageException(
                    args.positionals().isEmpty()
                            ? "no question file given: legal eval ../shared/data/qa/barexam-validation.csv"
                            : "one question file, please; got " + args.positionals());
        }
        var file = Path.of(args.positionals().get(0));
        if (!Files.isRegularFile(file)) {
            throw new UsageException("no such question file: " + file);
        }
        if (args.flag("--retrieval-only") && args.flag("--save")) {
            throw new UsageException("--save keeps the pipeline's answers; --retrieval-only has none");
        }
        return new EvalOptions(
                file,
                BenchArgs.positiveInt(args, "--limit", Integer.MAX_VALUE),
                args.value("--subject"),
                args.flag("--retrieval-only"),
                args.flag("--save"),
                Path.of(args.value("--save-dir").orElse("case_studies")),
                args.flag("--json"),
                args.flag("--check"),
                BenchArgs.positiveInt(args, "--in-flight", DEFAULT_IN_FLIGHT),
                Duration.ofSeconds(BenchArgs.positiveInt(args, "--timeout", (int) DEFAULT_TIMEOUT.toSeconds())),
                KafkaClients.bootstrap(args));
    }
}
