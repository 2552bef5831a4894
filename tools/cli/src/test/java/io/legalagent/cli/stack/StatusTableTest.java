package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StatusTableTest {
    private static final Optional<Long> NONE = Optional.empty();
    private static final Optional<Long> GONE = Optional.of(Long.MAX_VALUE);

    @Test
    void aComponentIsDownWithoutAProcessStartingUntilReadyThenUp() {
        assertThat(StatusTable.State.of(NONE, () -> true)).isEqualTo(StatusTable.State.DOWN);
        assertThat(StatusTable.State.of(GONE, () -> false)).isEqualTo(StatusTable.State.STARTING);
        assertThat(StatusTable.State.of(GONE, () -> true)).isEqualTo(StatusTable.State.UP);
    }

    @Test
    void theStackIsUpOnlyWhenEveryRowIs() {
        var printed = new ByteArrayOutputStream();
        var table = new StatusTable(new PrintStream(printed, true, StandardCharsets.UTF_8));

        table.row("kafka", StatusTable.State.UP, GONE, 9092);
        assertThat(table.allUp()).isTrue();
        table.row("planner", StatusTable.State.STARTING, GONE, 18083);
        table.row("gateway", StatusTable.State.UP, GONE, 8080);

        assertThat(table.allUp()).isFalse();
        var lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(0)).startsWith("component").contains("state", "pid", "port", "memory");
        assertThat(lines.get(1)).startsWith("kafka").contains(" up ", " 9092 ");
        assertThat(lines.get(2)).startsWith("planner").contains(" starting ", " 18083 ");
        assertThat(lines).hasSize(4);
    }
}
