package io.legalagent.cli.stack;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A command that starts a long-lived process the way the launcher starts the broker and the services,
 * prints its PID and exits: what {@code ./legal up | cat} does, in small.
 */
final class LaunchThenExit {
    private LaunchThenExit() {}

    public static void main(String[] args) {
        Path dir = Path.of(args[0]);
        var child =
                Children.launch(List.of("sleep", "120"), Map.of(), dir.resolve("child.log"), dir.resolve("child.pid"));
        System.out.println("launched " + child.pid());
        System.out.flush();
    }
}
