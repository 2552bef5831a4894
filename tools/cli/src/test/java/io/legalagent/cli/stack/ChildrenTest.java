package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

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

        assertThat(Children.isExecuted("/usr/lib/jvm/lib/jspawnhelper 10:11:12 ", command))
                .isFalse();
        assertThat(Children.isExecuted("/usr/bin/setsid java -Xmx128m kafka.Kafka /p/server.properties ", command))
                .isFalse();
        assertThat(Children.isExecuted("java -Xmx128m kafka.Kafka /p/server.properties ", command))
                .isTrue();
    }
}
