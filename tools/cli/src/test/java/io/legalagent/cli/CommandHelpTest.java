package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's help renders as written: a description with a bare {@code %} is a format string to
 * picocli, which then prints its raw text with a warning instead of the help.
 */
class CommandHelpTest {

    @Test
    void everyCommandsHelpIsAValidFormat() {
        var broken = new ArrayList<String>();
        for (var command : all(Main.commandLine())) {
            var spec = command.getCommandSpec();
            for (String line : spec.usageMessage().description()) {
                try {
                    String.format(line);
                } catch (java.util.IllegalFormatException e) {
                    broken.add(spec.qualifiedName() + ": " + e.getMessage());
                }
            }
            for (var option : spec.options()) {
                for (String line : option.description()) {
                    try {
                        String.format(line);
                    } catch (java.util.IllegalFormatException e) {
                        broken.add(spec.qualifiedName() + " " + option.longestName() + ": " + e.getMessage());
                    }
                }
            }
        }
        assertThat(broken).isEmpty();
    }

    @Test
    void theReviewCommandsSayWhatTheyDoAndTheirExitCodes() {
        var review = Cli.run("review", "--help");
        // Wrapped to the terminal's width: compared as one line.
        assertThat(review.exitCode()).isZero();
        assertThat(flat(review))
                .contains("list", "approve", "edit", "reject", "more")
                .contains("12 no such run waiting")
                .contains("13 already")
                .contains("RUN is a run id, or the request id");
        assertThat(flat(Cli.run("review", "edit", "--help")))
                .contains("--plan=FILE", "JSON array", "--query-type", "--gateway=URL", "--token=TOKEN", "--as=USER");
        assertThat(flat(Cli.run("review", "reject", "--help"))).contains("--note=TEXT", "DECLINED");
        assertThat(flat(Cli.run("review", "more", "--help"))).contains("--step=TEXT");
        assertThat(flat(Cli.run("review", "list", "--help"))).contains("--json", "oldest first");
        assertThat(flat(Cli.run("ask", "--help")))
                .contains("--review=plan,answer", "--wait", "10 waiting for review", "11 declined");
        assertThat(flat(Cli.run("bench", "review", "--help")))
                .contains("--reviews=N", "--sample=N", "running stack", "p50/p95");
    }

    private static String flat(Cli result) {
        return result.out().replaceAll("\\s+", " ");
    }

    private static List<CommandLine> all(CommandLine root) {
        var commands = new ArrayList<CommandLine>();
        commands.add(root);
        root.getSubcommands().values().forEach(sub -> commands.addAll(all(sub)));
        return commands;
    }
}
