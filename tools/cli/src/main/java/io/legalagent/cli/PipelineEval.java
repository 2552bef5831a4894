package io.legalagent.cli;

import io.legalagent.contracts.FrozenContext;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.cli.ConsoleProgress;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

/**
 * Runs evaluation questions through the real pipeline: each published on {@code legal.questions}
 * under a request id of its own, at most {@code --in-flight} unanswered at a time, answers read from
 * {@code legal.answers} (committed only), with a progress bar on stderr. A question may carry a
 * frozen context, which the executor then answers from instead of searching.
 */
final class PipelineEval {
    private PipelineEval() {}

    /** @param frozen each question's frozen context, or null to research it in the corpus */
    static List<EvalCase> run(
            List<QaRow> rows, EvalOptions options, PrintStream err, Function<QaRow, FrozenContext> frozen) {
        String batch = "eval-" + UUID.randomUUID().toString().substring(0, 8) + "-";
        var requests = new ArrayList<QuestionRequest>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            var row = rows.get(i);
            requests.add(request(row, batch + (i + 1) + "-" + row.idx(), frozen.apply(row)));
        }
        var answered = new int[1];
        List<Observed> observed;
        try (var bar = ConsoleProgress.counting(err, "eval", rows.size(), "questions");
                var driver = new BenchDriver(options.bootstrap())) {
            observed = driver.run(
                    requests,
                    Pacing.inFlight(options.inFlight()),
                    options.timeout(),
                    true,
                    o -> bar.update(++answered[0]));
        }
        var cases = new ArrayList<EvalCase>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            var run = i < observed.size() ? observed.get(i) : null;
            cases.add(caseOf(rows.get(i), requests.get(i).requestId(), run));
        }
        return cases;
    }

    /** The question as a user would send it: fact pattern and question, choices labelled A to D. */
    static QuestionRequest request(QaRow row, String requestId, FrozenContext frozen) {
        var choices = new LinkedHashMap<String, String>();
        row.labelledChoices().forEach(c -> choices.put(c.label(), c.text()));
        return new QuestionRequest(
                row.fullQuestion(), choices.isEmpty() ? null : choices, requestId, SchemaVersion.CURRENT, frozen);
    }

    private static EvalCase caseOf(QaRow row, String requestId, Observed run) {
        if (run == null || !run.answered()) {
            return new EvalCase(row, requestId, null, null, 0);
        }
        return new EvalCase(row, requestId, run.answer, run.raw, HopGaps.millisBetween(run.published, run.answerSeen));
    }
}
