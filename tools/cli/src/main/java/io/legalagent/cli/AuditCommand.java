package io.legalagent.cli;

import io.legalagent.contracts.AuditRecord;
import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code audit}: who asked, read, verified, opened, uploaded or deleted what, allowed or refused. */
@Command(
        name = "audit",
        mixinStandardHelpOptions = true,
        description = {
            "Print the audit trail (legal.audit) from its beginning, oldest first: one line per record (time,"
                    + " user@organisation, action, request id, outcome, HTTP status, reason), or the records as"
                    + " JSON lines. Reads as the auditor identity where the broker has logins."
        })
final class AuditCommand implements Callable<Integer> {
    @Option(names = "--user", paramLabel = "USER", description = "only this user's records")
    String user;

    @Option(
            names = "--since",
            paramLabel = "TIME",
            description = "only records from then on: an instant (2026-11-29T08:00:00Z) or how long ago (90s, 30m,"
                    + " 1h, 7d, PT1H30M)")
    String since;

    @Option(names = "--json", description = "each record as one line of JSON, as the gateway wrote it")
    boolean json;

    @Option(
            names = KafkaClients.BOOTSTRAP_OPTION,
            paramLabel = "HOST:PORT",
            description = "default: LEGAL_KAFKA_BOOTSTRAP, else the local broker")
    String bootstrap;

    Clock clock = Clock.systemUTC();

    @Override
    public Integer call() throws Exception {
        var filter = filter();
        var entries = AuditTrail.read(bootstrap == null ? Io.bootstrap() : bootstrap, filter);
        for (var entry : entries) {
            Io.out.println(json ? Json.MAPPER.writeValueAsString(entry.json()) : line(entry.record()));
        }
        return ExitCodes.OK;
    }

    AuditFilter filter() throws UsageException {
        return new AuditFilter(user, since == null ? null : AuditFilter.since(since, clock));
    }

    /** time, user@organisation, action, request id, outcome, status, and the reason of a refusal. */
    static String line(AuditRecord record) {
        String who = (record.user() == null ? "-" : record.user())
                + (record.organisation() == null ? "" : "@" + record.organisation());
        var text = new StringBuilder()
                .append(record.at())
                .append("  ")
                .append(who)
                .append("  ")
                .append(record.action())
                .append("  ")
                .append(record.requestId() == null ? "-" : record.requestId())
                .append("  ")
                .append(record.outcome())
                .append("  ")
                .append(record.status());
        if (record.subject() != null) {
            text.append("  ").append(record.subject());
        }
        if (record.reason() != null) {
            text.append("  ").append(record.reason());
        }
        return text.toString();
    }
}
