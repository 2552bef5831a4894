package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the launcher decides about a child without starting one (ChildrenIT starts real ones). */
class ChildrenTest {
    @TempDir
    Path dir;

    @Test
    void aStalePidFileIsNoProcess() throws IOException {
        Path file = dir.resolve("gone.pid");
        Files.writeString(file, ProcessHandle.current().pid() + "\n");
        assertThat(Children.runningPid(file, "no-such-command-line-word")).isEmpty();
        assertThat(file).doesNotExist();
    }

    @Test
    void aChildIsRecordedOnlyOnceItRunsItsOwnCommandNotTheSpawnHelperNorSetsidHoldingIt() {
        var command = List.of("java", "-Xmx128m", "kafka.Kafka", "/p/server.properties");

        assertThat(Children.isExecuted(List.of("10:11:12"), command))
                .as("jspawnhelper")
                .isFalse();
        assertThat(Children.isExecuted(command, command))
                .as("setsid holding it")
                .isFalse();
        assertThat(Children.isExecuted(List.of("-Xmx128m", "kafka.Kafka", "/p/server.properties"), command))
                .isTrue();
    }

    @Test
    void aCommandLineTooLongToReadBackIsRefusedBeforeItStarts() {
        var fits = List.of("java", "-jar", "x".repeat(Children.READABLE_COMMAND_LINE - 40));
        var tooLong = List.of("java", "-jar", "x".repeat(Children.READABLE_COMMAND_LINE));

        Children.requireReadable(fits);
        assertThatThrownBy(() -> Children.requireReadable(tooLong))
                .isInstanceOf(StackException.class)
                .hasMessageContaining("command line of java");
    }
}
