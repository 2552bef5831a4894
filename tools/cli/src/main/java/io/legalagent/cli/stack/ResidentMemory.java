package io.legalagent.cli.stack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/** A process's resident memory as Linux reports it ({@code VmRSS} in {@code /proc/PID/status}). */
public final class ResidentMemory {
    private ResidentMemory() {}

    /** In megabytes (MiB); empty when the process is gone or the system has no {@code /proc}. */
    public static OptionalLong megabytes(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    long kilobytes = Long.parseLong(
                            line.substring("VmRSS:".length()).replace("kB", "").strip());
                    return OptionalLong.of(Math.round(kilobytes / 1024.0));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // Gone between the pid check and the read, or no /proc: nothing to show.
        }
        return OptionalLong.empty();
    }

    static String text(java.util.Optional<Long> pid) {
        return pid.stream()
                .mapToLong(Long::longValue)
                .mapToObj(ResidentMemory::megabytes)
                .filter(OptionalLong::isPresent)
                .map(mb -> mb.getAsLong() + " MB")
                .findFirst()
                .orElse("-");
    }
}
