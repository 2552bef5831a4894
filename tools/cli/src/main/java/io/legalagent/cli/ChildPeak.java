package io.legalagent.cli;

import io.legalagent.cli.stack.ResidentMemory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Runs a child process to its end and keeps its peak resident memory, read from its high-water mark
 * ({@code VmHWM}) every 100 ms: the last reading before it exits is the peak of its whole life.
 */
record ChildPeak(int exitCode, long peakMegabytes, double seconds) {
    static ChildPeak run(List<String> command, Map<String, String> env, Path log)
            throws IOException, InterruptedException {
        var builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(env);
        long started = System.nanoTime();
        var process = builder.start();
        long peak = 0;
        while (process.isAlive()) {
            var now = ResidentMemory.peakMegabytes(process.pid());
            if (now.isPresent()) {
                peak = Math.max(peak, now.getAsLong());
            }
            Thread.sleep(100);
        }
        return new ChildPeak(process.waitFor(), peak, (System.nanoTime() - started) / 1e9);
    }
}
