package io.legalagent.cli.stack;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/** What {@code ./legal status} prints: a row per component with its state, pid, port and resident memory. */
final class StatusTable {
    enum State {
        UP,
        STARTING,
        DOWN;

        /** Down without a process; up once it answers as ready, starting until then. */
        static State of(Optional<Long> pid, BooleanSupplier ready) {
            return pid.isEmpty() ? DOWN : ready.getAsBoolean() ? UP : STARTING;
        }

        String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final PrintStream out;
    private boolean allUp = true;

    StatusTable(PrintStream out) {
        this.out = out;
        out.println(
                String.format(Locale.ROOT, "%-12s %-9s %-8s %-6s %s", "component", "state", "pid", "port", "memory"));
    }

    void row(String component, State state, Optional<Long> pid, int port) {
        allUp &= state == State.UP;
        out.println(String.format(
                Locale.ROOT,
                "%-12s %-9s %-8s %-6d %s",
                component,
                state.label(),
                pid.map(String::valueOf).orElse("-"),
                port,
                ResidentMemory.text(pid)));
    }

    boolean allUp() {
        return allUp;
    }
}
