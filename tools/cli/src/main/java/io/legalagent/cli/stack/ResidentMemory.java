package io.legalagent.cli.stack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * A process's resident memory as Linux reports it ({@code VmRSS} in {@code /proc/PID/status}). Linux
 * only: {@link ProcessHandle} tells no memory, and other systems have no {@code /proc}; there the
 * figures are empty and {@link #UNAVAILABLE} says why.
 */
public final class ResidentMemory {
    /** What to tell a user whose system cannot show resident memory. */
    public static final String UNAVAILABLE =
            "resident memory is read from /proc/PID/status, which only Linux has: no memory figures here";

    private ResidentMemory() {}

    /** This system reports resident memory (it has Linux's {@code /proc}). */
    public static boolean available() {
        return Files.isReadable(Path.of("/proc/self/status"));
    }

    /** In megabytes (MiB); empty when the process is gone or the system has no {@code /proc}. */
    public static OptionalLong megabytes(long pid) {
        return field(pid, "VmRSS:");
    }

    /** The most it has held so far ({@code VmHWM}, the high-water mark), in megabytes (MiB); empty as above. */
    public static OptionalLong peakMegabytes(long pid) {
        return field(pid, "VmHWM:");
    }

    private static OptionalLong field(long pid, String name) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith(name)) {
                    long kilobytes = Long.parseLong(
                            line.substring(name.length()).replace("kB", "").strip());
                    return OptionalLong.of(Math.round(kilobytes / 1024.0));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // Gone between the pid check and the read, or no /proc: nothing to show.
        }
        return OptionalLong.empty();
    }

    /** For a table: the figure, {@code -} without a process, {@code n/a} where no system figure exists. */
    static String text(java.util.Optional<Long> pid) {
        if (pid.isPresent() && !available()) {
            return "n/a";
        }
        return pid.stream()
                .mapToLong(Long::longValue)
                .mapToObj(ResidentMemory::megabytes)
                .filter(OptionalLong::isPresent)
                .map(mb -> mb.getAsLong() + " MB")
                .findFirst()
                .orElse("-");
    }
}
