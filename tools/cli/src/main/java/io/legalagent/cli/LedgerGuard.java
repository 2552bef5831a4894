package io.legalagent.cli;

import io.legalagent.cli.stack.Children;
import io.legalagent.cli.stack.Model;
import io.legalagent.cli.stack.Stack;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The guard service alone, (re)started on the benchmark's broker: how long its assignment took to
 * read the ledger (the runtime logs it per partition) and its heap after a full collection.
 */
final class LedgerGuard {
    private static final String GUARD = "guard";
    private static final Pattern READ =
            Pattern.compile("partition (\\d+): (\\d+) request ids used in the last \\S+, read in (\\d+) ms");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    record TakeOver(int partitions, long idsRead, long readMillis, double heapMb) {
        Map<String, Object> json() {
            var map = new LinkedHashMap<String, Object>();
            map.put("partitions", partitions);
            map.put("ids_read", idsRead);
            map.put("read_ms", readMillis);
            map.put("heap_mb", Math.round(heapMb * 10) / 10.0);
            return map;
        }
    }

    private final Stack stack;
    private final PrintStream err;

    LedgerGuard(Stack stack, PrintStream err) {
        this.stack = stack;
        this.err = err;
    }

    TakeOver takeOver() throws Exception {
        var services = stack.services();
        services.stopAll(err);
        services.start(GUARD, Model.offline(), List.of("LOGGING_LEVEL_IO_LEGALAGENT_RUNTIME=INFO"));
        services.awaitReady(List.of(GUARD), err);
        int partitions = stack.config().partitions();
        long deadline = System.nanoTime() + 600_000_000_000L;
        Map<Integer, long[]> reads;
        while ((reads = reads()).size() < partitions) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the guard read " + reads.size() + " of " + partitions + " partitions");
            }
            Children.pause(500);
        }
        long ids = reads.values().stream().mapToLong(r -> r[0]).sum();
        long millis = reads.values().stream().mapToLong(r -> r[1]).sum();
        return new TakeOver(partitions, ids, millis, heapAfterCollection());
    }

    /** Partition to {ids, ms} from the guard's log of this start. */
    private Map<Integer, long[]> reads() throws Exception {
        var found = new LinkedHashMap<Integer, long[]>();
        for (String line : Files.readAllLines(stack.services().log(GUARD))) {
            var match = READ.matcher(line);
            if (match.find()) {
                found.put(
                        Integer.parseInt(match.group(1)),
                        new long[] {Long.parseLong(match.group(2)), Long.parseLong(match.group(3))});
            }
        }
        return found;
    }

    private double heapAfterCollection() throws Exception {
        long pid = stack.services().pid(GUARD).orElseThrow();
        new ProcessBuilder("jcmd", Long.toString(pid), "GC.run")
                .redirectErrorStream(true)
                .start()
                .waitFor();
        var uri = URI.create("http://127.0.0.1:" + stack.config().servicePort(GUARD) + "/actuator/prometheus");
        var body = HTTP.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString())
                .body();
        double bytes = body.lines()
                .filter(line -> line.startsWith("jvm_memory_used_bytes{") && line.contains("area=\"heap\""))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .sum();
        return bytes / (1024 * 1024);
    }
}
