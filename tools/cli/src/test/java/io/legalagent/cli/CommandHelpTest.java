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

    private static List<CommandLine> all(CommandLine root) {
        var commands = new ArrayList<CommandLine>();
        commands.add(root);
        root.getSubcommands().values().forEach(sub -> commands.addAll(all(sub)));
        return commands;
    }
}
