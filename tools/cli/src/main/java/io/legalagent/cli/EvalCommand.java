package io.legalagent.cli;

import io.legalagent.cli.stack.Launcher;
import io.legalagent.cli.stack.StackConfig;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.cli.Quiet;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import picocli.CommandLine;

/**
 * {@code eval}: Bar Exam QA questions through the real pipeline (or, with {@code --retrieval-only},
 * through the retriever alone), then the figures per subject and overall. Exit 0 when every question
 * got an answer, 5 when some did not in time.
 */
final class EvalCommand {
    private final PrintStream out;
    private final PrintStream err;
    private final Function<String, String> environment;

    /** @param environment where the LEGAL_RETRIEVAL_* settings come from (Chroma, collection, model) */
    EvalCommand(PrintStream out, PrintStream err, Function<String, String> environment) {
        this.out = out;
        this.err = err;
        this.environment = environment;
    }

    /** Words after {@code eval}, parsed as ./legal parses them. */
    int run(List<String> argv) throws UsageException {
        var words = new ArrayList<String>();
        words.add("eval");
        words.addAll(argv);
        try {
            var parsed = Main.commandLine().parseArgs(words.toArray(String[]::new));
            QuestionCommands.Eval eval =
                    parsed.subcommand().commandSpec().commandLine().getCommand();
            return run(eval.options(false));
        } catch (CommandLine.ParameterException e) {
            throw new UsageException(e.getMessage());
        }
    }

    int run(EvalOptions options) throws UsageException {
        var rows = EvalQuestions.select(EvalQuestions.read(options.questions()), options.subject(), options.limit());
        // Packs are verified before anything starts, so a changed pack stops the run at once.
        FrozenEval frozen =
                options.packs().isEmpty() ? null : FrozenEval.of(options.packs().get(), rows);
        if (options.check()) {
            out.printf("eval: %d questions from %s%n", rows.size(), options.questions());
            if (frozen != null) {
                out.printf("eval: their packs match the manifest; pack set sha256 %s%n", frozen.packSetSha256());
            }
            return ExitCodes.OK;
        }
        Quiet.apply();
        var settings = RetrievalSettings.from(environment);
        var gold = GoldPassages.look(settings, rows.stream().map(QaRow::goldIdx).toList());
        err.printf("eval: %d questions from %s%n", rows.size(), options.questions());
        err.println(gold.describe(
                (int) rows.stream().filter(r -> !r.goldIdx().isBlank()).count()));
        var document = new LinkedHashMap<String, Object>();
        document.put("eval", options.retrievalOnly() ? "retrieval-only" : "pipeline");
        document.put("questions_file", options.questions().toString());
        options.subject().ifPresent(s -> document.put("subject", s));
        if (frozen != null && !options.retrievalOnly()) {
            // The guard accepts only packs of a registered set: the evaluation registers its own (idempotent).
            new PackRegistrar(options.bootstrap(), err).register(options.packs().get());
        }
        return options.retrievalOnly()
                ? retrievalOnly(rows, settings, options, document)
                : pipeline(rows, gold, options, document, frozen);
    }

    private int retrievalOnly(
            List<QaRow> rows, RetrievalSettings settings, EvalOptions options, Map<String, Object> document) {
        var eval = RetrievalOnlyEval.run(rows, settings, err);
        out.printf(
                "retrieval only (no model, no Kafka): collection %s at %s, reranker %s, gold passage rank among"
                        + " the pooled candidates%n",
                settings.passagesCollection(),
                settings.chromaUrl(),
                settings.crossEncoderModel() == null ? settings.effectiveReranker() : "cross-encoder");
        out.print(eval.table());
        document.put("collection", settings.passagesCollection());
        document.putAll(eval.figures());
        printJson(options, document);
        return ExitCodes.OK;
    }

    private int pipeline(
            List<QaRow> rows, GoldPassages gold, EvalOptions options, Map<String, Object> document, FrozenEval frozen)
            throws UsageException {
        err.printf("eval: %d in flight at a time on %s%n", options.inFlight(), options.bootstrap());
        var cases = PipelineEval.run(rows, options, err, frozen == null ? row -> null : frozen::contextOf);
        var report = EvalReport.of(cases);
        out.print(report.table());
        int exit = frozen == null ? ExitCodes.OK : packs(frozen, cases, document);
        var readings = SkillReadings.of(cases);
        if (readings.isEmpty()) {
            out.println("model replies: none (the offline provider calls no model)");
        } else {
            out.println();
            out.println(
                    "model replies per skill (read by the reply schema, repaired by the lenient parser, unusable):");
            out.print(readings.table());
        }
        if (options.save()) {
            int files = new CaseStudyWriter(
                            options.saveDir(),
                            gold,
                            StackConfig.from(Launcher.root(), environment).answerPublicKey())
                    .write(cases, report, options.questions().toString());
            err.printf("eval: wrote %d files to %s%n", files, options.saveDir());
        }
        if (options.report().isPresent()) {
            writeReport(options, cases, frozen);
        }
        document.put("in_flight", options.inFlight());
        document.putAll(report.figures());
        document.put("skill_replies", readings.figures());
        printJson(options, document);
        int unanswered = report.overall().count(EvalCase.NO_ANSWER);
        if (unanswered > 0) {
            err.printf(
                    "eval: %d questions got no answer within %d s of the last one (--timeout)%n",
                    unanswered, options.timeout().toSeconds());
            return ExitCodes.TIMEOUT;
        }
        return exit;
    }

    /** The pack set's hash, and whether every answer names the pack it was given (else an error). */
    private int packs(FrozenEval frozen, List<EvalCase> cases, Map<String, Object> document) {
        var check = frozen.check(cases);
        out.printf(
                "frozen context: pack set sha256 %s; %d of %d answers name the pack they were given%n",
                frozen.packSetSha256(), check.onTheirPack(), check.answered());
        check.problems().forEach(p -> err.println("eval: " + p));
        document.put("pack_set_sha256", frozen.packSetSha256());
        document.put("answers_on_their_pack", check.onTheirPack());
        return check.problems().isEmpty() ? ExitCodes.OK : ExitCodes.DIFFERS;
    }

    /** The page and figures.json, each answer's verdict checked now with the stack's keys. */
    private void writeReport(EvalOptions options, List<EvalCase> cases, FrozenEval frozen) throws UsageException {
        var dir = options.report().orElseThrow();
        var verdicts = AnswerVerdicts.from(environment, StackConfig.from(Launcher.root(), environment));
        var run = EvalRun.of(
                cases,
                options.questions().toString(),
                frozen == null ? null : frozen.packSetSha256(),
                verdicts,
                Instant.now());
        try {
            err.println("report: " + EvalReportPage.of(run).write(dir));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the report to " + dir, e);
        }
    }

    private void printJson(EvalOptions options, Map<String, Object> document) {
        if (options.json()) {
            out.println(Json.MAPPER.writeValueAsString(document));
        }
    }
}
