package io.legalagent.cli;

import io.legalagent.cli.stack.BenchStack;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench ledger}: what a guard pays to take over {@code legal.request-ids} when it holds many
 * ids: the guard started on an empty ledger, then on one holding N ids older than the window (which it
 * skips) and N within it, each time with the time its assignment took to read the ledger and its heap
 * after a full collection.
 */
@Command(
        name = "ledger",
        mixinStandardHelpOptions = true,
        description = "The guard's request-id ledger: assignment read time and heap, empty and with N ids in"
                + " the window plus N older ones it skips.")
final class LedgerCommand implements Callable<Integer> {
    @Option(names = "--ids", paramLabel = "N", description = "ids within the window (default ${DEFAULT-VALUE})")
    int ids = 1_000_000;

    @Option(names = "--json", description = "the last line of stdout is one JSON object")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (ids < 1) {
            throw new UsageException("--ids takes a number above 0");
        }
        try (var bench = new BenchStack(BenchCommands.stack(), Io.config().partitions(), Io::topics, Io.err)) {
            bench.begin(false);
            var guard = new LedgerGuard(bench.stack(), Io.err);
            var empty = guard.takeOver();
            Io.err.printf(Locale.ROOT, "writing %d ids older than the window and %d within it%n", ids, ids);
            new LedgerFill(Io.bootstrap(), bench.stack().config().partitions()).fill(ids);
            var full = guard.takeOver();
            print(empty, full);
        }
        return ExitCodes.OK;
    }

    private void print(LedgerGuard.TakeOver empty, LedgerGuard.TakeOver full) throws Exception {
        Io.out.printf(Locale.ROOT, "bench ledger: the guard taking over legal.request-ids%n");
        Io.out.printf(Locale.ROOT, "  %-44s %10s %12s %10s%n", "ledger", "ids read", "read ms", "heap MB");
        Io.out.printf(
                Locale.ROOT,
                "  %-44s %10d %12d %10.1f%n",
                "empty",
                empty.idsRead(),
                empty.readMillis(),
                empty.heapMb());
        Io.out.printf(
                Locale.ROOT,
                "  %-44s %10d %12d %10.1f%n",
                ids + " in the window + " + ids + " older",
                full.idsRead(),
                full.readMillis(),
                full.heapMb());
        Io.out.printf(
                Locale.ROOT,
                "  the ids cost %.1f MB of heap (%.0f bytes each); read time is the sum over %d partitions%n",
                full.heapMb() - empty.heapMb(),
                (full.heapMb() - empty.heapMb()) * 1024 * 1024 / Math.max(1, full.idsRead()),
                full.partitions());
        if (json) {
            var document = new LinkedHashMap<String, Object>();
            document.put("bench", "ledger");
            document.put("ids_in_window", ids);
            document.put("ids_older", ids);
            document.put("empty", empty.json());
            document.put("full", full.json());
            Io.out.println(Json.MAPPER.writeValueAsString(document));
        }
    }
}
