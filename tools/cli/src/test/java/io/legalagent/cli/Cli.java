package io.legalagent.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs one CLI command in-process and keeps what it printed. */
record Cli(int exitCode, byte[] stdout, String stderr) {

    static Cli run(String... argv) {
        return runWith(System::getenv, argv);
    }

    /** With these environment variables instead of the process's own. */
    static Cli runWith(java.util.function.Function<String, String> env, String... argv) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int code = Main.run(
                argv,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                env);
        return new Cli(code, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    String out() {
        return new String(stdout, StandardCharsets.UTF_8);
    }

    /** The bytes of the last line of stdout, without its newline. */
    byte[] lastLine() {
        int end = stdout.length;
        if (end > 0 && stdout[end - 1] == '\n') {
            end--;
        }
        int start = end;
        while (start > 0 && stdout[start - 1] != '\n') {
            start--;
        }
        return java.util.Arrays.copyOfRange(stdout, start, end);
    }
}
