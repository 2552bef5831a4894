package io.legalagent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code eval --compare RUN_A RUN_B [--report DIR]}: two runs {@code eval --report} wrote, compared
 * question by question. Only runs over the same frozen pack set compare: exit 2 when either has none
 * (live retrieval) or their hashes differ, since then the context, not only the model, differed.
 */
final class EvalCompareCommand {
    private final PrintStream out;
    private final PrintStream err;

    EvalCompareCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(Path runA, Path runB, Optional<Path> report) throws UsageException {
        var a = EvalRun.read(runA);
        var b = EvalRun.read(runB);
        for (var run : List.of(Map.entry(runA, a), Map.entry(runB, b))) {
            if (run.getValue().info().packSetSha256() == null) {
                err.println("eval --compare: " + run.getKey() + " was not answered from frozen packs (no pack set"
                        + " hash); only runs of eval --packs over the same pack set compare");
                return ExitCodes.USAGE;
            }
        }
        if (!a.info().packSetSha256().equals(b.info().packSetSha256())) {
            err.println("eval --compare: the runs saw different contexts: " + runA + " pack set sha256 "
                    + a.info().packSetSha256() + ", " + runB + " pack set sha256 "
                    + b.info().packSetSha256());
            return ExitCodes.USAGE;
        }
        var comparison = EvalComparison.of(a, b);
        String labelA = label(runA, a);
        String labelB = label(runB, b);
        EvalComparisonSummary.print(out, comparison, labelA, labelB);
        if (report.isPresent()) {
            try {
                var page = ComparisonPage.of(comparison, labelA, labelB).write(report.get());
                err.println("report: " + page);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the report to " + report.get(), e);
            }
        }
        return ExitCodes.OK;
    }

    /** The run's folder name and model, e.g. "qwen (ollama qwen2.5:7b)". */
    static String label(Path dir, EvalRun run) {
        var name = dir.toAbsolutePath().normalize().getFileName();
        return (name == null ? dir.toString() : name.toString()) + " (" + run.modelName() + ")";
    }
}
