package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.AuditRecord.AuditOutcome;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** {@code audit} as picocli reads it: its options, --since in both forms, the filter and the line it prints. */
class AuditCommandTest {
    private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    @Test
    void readsUserSinceJsonAndTheBroker() throws UsageException {
        var audit = parse("audit", "--user", "ann", "--since", "1h", "--json", "--bootstrap-server", "b:1");

        assertThat(audit.user).isEqualTo("ann");
        assertThat(audit.json).isTrue();
        assertThat(audit.bootstrap).isEqualTo("b:1");
        assertThat(audit.filter()).isEqualTo(new AuditFilter("ann", NOW.minusSeconds(3600)));
    }

    @Test
    void withoutOptionsItKeepsEveryRecord() throws UsageException {
        var audit = parse("audit");

        assertThat(audit.json).isFalse();
        assertThat(audit.filter()).isEqualTo(new AuditFilter(null, null));
        assertThat(audit.filter().keeps(record("bob", Instant.EPOCH))).isTrue();
    }

    @Test
    void sinceTakesAnInstantOrHowLongAgo() throws UsageException {
        assertThat(AuditFilter.since("2026-11-29T08:00:00Z", CLOCK)).isEqualTo(Instant.parse("2026-11-29T08:00:00Z"));
        assertThat(AuditFilter.since("90s", CLOCK)).isEqualTo(NOW.minusSeconds(90));
        assertThat(AuditFilter.since("30m", CLOCK)).isEqualTo(NOW.minusSeconds(1800));
        assertThat(AuditFilter.since("7d", CLOCK)).isEqualTo(NOW.minusSeconds(7 * 86400));
        assertThat(AuditFilter.since("PT1H30M", CLOCK)).isEqualTo(NOW.minusSeconds(5400));
        assertThatThrownBy(() -> AuditFilter.since("yesterday", CLOCK))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("--since takes an instant")
                .hasMessageContaining("yesterday");
    }

    @Test
    void aBadSinceIsAUsageError() {
        var result = Cli.run("audit", "--since", "soon");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.stderr()).contains("--since takes an instant");
    }

    @Test
    void theFilterKeepsOneUsersRecordsFromTheTimeOn() {
        var filter = new AuditFilter("ann", NOW);

        assertThat(filter.keeps(record("ann", NOW))).isTrue();
        assertThat(filter.keeps(record("ann", NOW.plusSeconds(1)))).isTrue();
        assertThat(filter.keeps(record("ann", NOW.minusSeconds(1)))).isFalse();
        assertThat(filter.keeps(record("bob", NOW))).isFalse();
        assertThat(filter.keeps(record(null, NOW))).isFalse();
    }

    @Test
    void aLineNamesTimeWhoActionRequestOutcomeStatusAndReason() {
        var refused = new AuditRecord(
                1,
                NOW,
                "bob",
                "acme",
                AuditAction.READ_ANSWER,
                "r1",
                "u-0123",
                null,
                "4bf92f3577b34da6a3ce929d0e0e4736",
                AuditOutcome.REFUSED,
                404,
                "not the asker's run");

        assertThat(AuditCommand.line(refused))
                .isEqualTo("2026-11-29T12:00:00Z  bob@acme  READ_ANSWER  r1  REFUSED  404  not the asker's run");
        assertThat(AuditCommand.line(record(null, NOW))).isEqualTo("2026-11-29T12:00:00Z  -  ASK  -  ALLOWED  202");
    }

    private static AuditCommand parse(String... argv) {
        var parsed = Main.commandLine().parseArgs(argv);
        AuditCommand audit = parsed.subcommand().commandSpec().commandLine().getCommand();
        audit.clock = CLOCK;
        return audit;
    }

    private static AuditRecord record(String user, Instant at) {
        return new AuditRecord(
                1, at, user, null, AuditAction.ASK, null, null, null, null, AuditOutcome.ALLOWED, 202, null);
    }
}
