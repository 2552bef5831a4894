package io.legalagent.retrieval.pack;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pack verify DIR}: exit 0 every pack matches its manifest, 6 one does not, 2 no manifest. */
@Command(
        name = "verify",
        mixinStandardHelpOptions = true,
        description = "Checks a folder of frozen packs against its rp_manifest.json and prints the pack set's hash.")
public final class PackVerifyCommand implements Callable<Integer> {
    /** Same code as a replay that finds a difference. */
    static final int DIFFERS = 6;

    @Parameters(index = "0", paramLabel = "DIR", description = "the folder pack build wrote")
    Path dir;

    @Spec
    CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    public PackVerifyCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        PackSet.Verdict verdict;
        try {
            verdict = PackSet.verify(dir);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (verdict.matches()) {
            out.println("MATCH: " + verdict.packs() + " packs, pack set sha256 " + verdict.packSetSha256());
            return 0;
        }
        verdict.problems().forEach(problem -> err.println("refused: " + problem));
        out.println("DIFFERS: " + verdict.problems().size() + " problem(s); pack set sha256 " + verdict.packSetSha256()
                + " does not hold");
        return DIFFERS;
    }
}
