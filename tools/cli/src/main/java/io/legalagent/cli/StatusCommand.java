package io.legalagent.cli;

import io.legalagent.contracts.access.AccessTable;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;

/**
 * {@code status}: for every node's consumer group, its state, members and lag on its inbox (and the
 * reviewer's on the decisions). The
 * launcher prints the processes (up/down, pid, port) itself and asks this command for the lag.
 */
final class StatusCommand {
    private final PrintStream out;
    private final PrintStream err;

    StatusCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String bootstrap) throws InterruptedException {
        List<GroupLag> lags;
        try (var admin = KafkaClients.admin(bootstrap);
                var reader = KafkaClients.readCommittedConsumer(bootstrap, AccessTable.ADMIN)) {
            lags = new LagReport(admin, reader).collect();
        } catch (ExecutionException e) {
            err.println("legal status: cannot read consumer groups from " + bootstrap + ": " + Failures.describe(e));
            return ExitCodes.ERROR;
        }
        print(lags);
        return ExitCodes.OK;
    }

    void print(List<GroupLag> lags) {
        out.println(
                String.format(Locale.ROOT, "%-24s %-20s %-12s %7s %7s", "group", "inbox", "state", "members", "lag"));
        for (GroupLag g : lags) {
            String lag = g.lag() < 0 ? "no topic" : (g.exact() ? "" : "~") + g.lag();
            out.println(String.format(
                    Locale.ROOT, "%-24s %-20s %-12s %7d %7s", g.group(), g.inbox(), g.state(), g.members(), lag));
        }
    }
}
