package io.legalagent.cli.stack;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Starting, finding and stopping the processes of the stack. A started process gets its own session
 * (it outlives the command and its Ctrl-C), its output in a log file and its input from /dev/null:
 * it never holds the caller's terminal or pipe (the JDK closes every other descriptor in the child).
 */
public final class Children {
    private static final boolean HAS_SETSID = new File("/usr/bin/setsid").canExecute();

    /**
     * The longest command line the process checks can read back: on Linux, ProcessHandle's info()
     * reads one page of /proc/PID/cmdline and gives no arguments for a longer one. The launcher's
     * commands are far shorter (the broker's classpath is a wildcard; services run -jar).
     */
    static final int READABLE_COMMAND_LINE = 4095;

    private Children() {}

    /**
     * The JVM option that puts a child's temporary files in {@code dir}, emptied first: what an earlier
     * run that was killed left there goes. Only for a process that is not running.
     */
    public static String privateTmpDir(Path dir) {
        try {
            Tree.delete(dir);
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("could not empty " + dir, e);
        }
        return "-Djava.io.tmpdir=" + dir;
    }

    /** Starts {@code command} in the background; its PID goes to {@code pidFile}. */
    public static Process launch(List<String> command, Map<String, String> env, Path log, Path pidFile) {
        requireReadable(command);
        var full = new ArrayList<String>();
        // setsid execs in place when the caller is no group leader (a JVM's child never is): same PID.
        if (HAS_SETSID) {
            full.add("/usr/bin/setsid");
        }
        full.addAll(command);
        try {
            Files.createDirectories(log.getParent());
            Files.createDirectories(pidFile.getParent());
            var builder = new ProcessBuilder(full)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectOutput(log.toFile())
                    .redirectErrorStream(true);
            builder.environment().putAll(env);
            var process = builder.start();
            awaitExec(process, command);
            Files.writeString(pidFile, process.pid() + "\n");
            return process;
        } catch (IOException e) {
            throw new UncheckedIOException("could not start " + command.get(0), e);
        }
    }

    /**
     * The JDK starts a child through a spawn helper that then execs setsid, which execs the command;
     * until the last exec the process shows other arguments, and a PID check in that window (on a
     * loaded machine, long enough to hit) would take the child for a stranger, delete its PID file and
     * forget it. So: wait until the arguments are the command's own, not setsid's holding it.
     */
    private static void awaitExec(Process process, List<String> command) {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (process.isAlive() && !isExecuted(arguments(process.pid()), command) && System.nanoTime() < deadline) {
            pause(10);
        }
    }

    /** Refuses a command whose line the process checks could not read back whole (and would then forget). */
    static void requireReadable(List<String> command) {
        // With the setsid in front, and a NUL after each word.
        int length = "/usr/bin/setsid".length()
                + 1
                + command.stream().mapToInt(word -> word.length() + 1).sum();
        if (length > READABLE_COMMAND_LINE) {
            throw new StackException("the command line of " + command.get(0) + " is " + length
                    + " characters long; the process checks read " + READABLE_COMMAND_LINE
                    + " at most: shorten its paths or options");
        }
    }

    /**
     * The process runs {@code command} itself: its arguments (after the program) are the command's.
     * The spawn helper's are its descriptors, and setsid's begin with the command's program.
     */
    static boolean isExecuted(List<String> arguments, List<String> command) {
        return arguments.equals(command.subList(1, command.size()));
    }

    /** Runs a command to its end with its output in a log file; returns the exit code. */
    public static int run(List<String> command, Map<String, String> env, Path directory, Path log) {
        try {
            Files.createDirectories(log.getParent());
            var builder = new ProcessBuilder(command)
                    .directory(directory.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectOutput(log.toFile())
                    .redirectErrorStream(true);
            builder.environment().putAll(env);
            return builder.start().waitFor();
        } catch (IOException e) {
            throw new UncheckedIOException("could not run " + command.get(0), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StackException("interrupted while running " + command.get(0));
        }
    }

    /**
     * The PID in the file while that process still runs a command line containing {@code word} (after
     * a reboot the number may be someone else's); a stale file is removed.
     */
    public static Optional<Long> runningPid(Path pidFile, String word) {
        try {
            if (!Files.isRegularFile(pidFile)) {
                return Optional.empty();
            }
            long pid = Long.parseLong(Files.readString(pidFile).trim());
            if (alive(pid) && commandLine(pid).contains(word)) {
                return Optional.of(pid);
            }
            Files.deleteIfExists(pidFile);
            return Optional.empty();
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Runs and is no zombie (the JDK finds no handle for a zombie). */
    public static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /** Program and arguments joined by spaces; empty when the process is gone or not ours to read. */
    static String commandLine(long pid) {
        return ProcessHandle.of(pid)
                .flatMap(process -> process.info().commandLine())
                .orElse("");
    }

    /** The arguments after the program; empty when the process is gone or not ours to read. */
    static List<String> arguments(long pid) {
        return ProcessHandle.of(pid)
                .flatMap(process -> process.info().arguments())
                .map(List::of)
                .orElse(List.of());
    }

    /** SIGTERM to all, then SIGKILL to what is still there after the grace period. */
    public static void stop(Map<String, Long> pids, int graceSeconds, PrintStream err) {
        pids.values().forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy));
        long deadline = System.nanoTime() + graceSeconds * 1_000_000_000L;
        while (pids.values().stream().anyMatch(Children::alive)) {
            if (System.nanoTime() > deadline) {
                pids.forEach((name, pid) -> {
                    if (alive(pid)) {
                        err.println("legal: " + name + " ignored SIGTERM for " + graceSeconds + "s; killing it");
                        kill(pid);
                    }
                });
                return;
            }
            pause(200);
        }
    }

    public static void kill(long pid) {
        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    }

    /** Somebody listens on 127.0.0.1:port. */
    public static boolean portOpen(int port) {
        try (var socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Waits until a killed process is gone and has let go of its ports: a JVM's main thread can be a
     * zombie while its other threads, which share its sockets, are still being torn down.
     */
    public static boolean waitReleased(long pid, int... ports) {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline) {
            boolean busy = alive(pid);
            for (int port : ports) {
                busy |= portOpen(port);
            }
            if (!busy) {
                return true;
            }
            pause(50);
        }
        return false;
    }

    public static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StackException("interrupted");
        }
    }

    /** The end of a log; for a Spring Boot service that refused to start, its own explanation. */
    public static void showLogTail(Path log, String shownAs, PrintStream err) {
        err.println("---- " + shownAs + " ----");
        try {
            var lines = Files.readAllLines(log);
            int failed = -1;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains("APPLICATION FAILED TO START")) {
                    failed = i;
                }
            }
            var shown = failed >= 0
                    ? lines.subList(failed, lines.size()).stream()
                            .filter(l -> !l.isBlank())
                            .limit(20)
                            .toList()
                    : lines.subList(Math.max(0, lines.size() - 25), lines.size());
            shown.forEach(err::println);
        } catch (IOException | UncheckedIOException e) {
            err.println("(no log)");
        }
        err.println("----");
    }
}
