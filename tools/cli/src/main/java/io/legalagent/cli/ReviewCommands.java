package io.legalagent.cli;

import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewKind;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code review}: the runs waiting for a reviewer, and a decision on one, through the gateway's review
 * API as a signed-in reviewer. A decision is a record on {@code legal.decisions}; the reviewer node
 * applies the first one on a review and refuses any other.
 */
@Command(
        name = "review",
        mixinStandardHelpOptions = true,
        description = {
            "Reviews waiting in your organisation, and decisions on them, through the gateway as a reviewer.",
            "RUN is a run id, or the request id of the one waiting run it names. Exit 0 sent, 1 gateway or"
                    + " issuer unreachable, 2 bad input (or the gateway's 400), 12 no such run waiting, 13 already"
                    + " decided, 14 closed (timed out), 15 not allowed (no reviewer role)."
        },
        subcommands = {
            ReviewCommands.ListReviews.class,
            ReviewCommands.Approve.class,
            ReviewCommands.Edit.class,
            ReviewCommands.Reject.class,
            ReviewCommands.More.class
        })
final class ReviewCommands {

    @Command(
            name = "list",
            mixinStandardHelpOptions = true,
            description = "The reviews waiting in your organisation, oldest first: run, kind, asker, waiting since,"
                    + " question.")
    static final class ListReviews implements Callable<Integer> {
        @Mixin
        GatewayAccess access;

        @Option(names = "--json", description = "the gateway's answer as it came, one line")
        boolean json;

        @Override
        public Integer call() throws Exception {
            try {
                var pending = access.client().pending();
                if (json) {
                    Io.out.println(Json.MAPPER.writeValueAsString(Json.MAPPER.readTree(pending.body())));
                } else {
                    pending.table(Instant.now()).forEach(Io.out::println);
                }
                return ExitCodes.OK;
            } catch (ReviewClient.Refused e) {
                return refused("list", e);
            }
        }
    }

    @Command(name = "approve", mixinStandardHelpOptions = true, description = "Approve the plan or the answer.")
    static final class Approve extends Decide {
        @Override
        DecisionRequest decision() {
            return DecisionRequest.approve(note);
        }
    }

    @Command(
            name = "edit",
            mixinStandardHelpOptions = true,
            description = "Run another plan instead (plan reviews): change, reorder, remove or add steps, or switch"
                    + " simple and multi-hop.")
    static final class Edit extends Decide {
        @Option(
                names = "--plan",
                required = true,
                paramLabel = "FILE",
                description = "the steps' questions in order: a JSON array of text, or one step per line")
        Path plan;

        @Option(names = "--query-type", paramLabel = "simple|multi_hop", description = "default: the classifier's")
        String queryType;

        @Override
        DecisionRequest decision() throws UsageException {
            return DecisionRequest.edit(PlanFile.read(plan), DecisionRequest.queryType(queryType), note);
        }
    }

    @Command(
            name = "reject",
            mixinStandardHelpOptions = true,
            description = "Stop the run: it is published DECLINED with your note.")
    static final class Reject extends Decide {
        @Override
        DecisionRequest decision() throws UsageException {
            if (note == null || note.isBlank()) {
                throw new UsageException("a rejection needs --note TEXT: the asker reads it as the reason");
            }
            return DecisionRequest.reject(note);
        }
    }

    @Command(
            name = "more",
            mixinStandardHelpOptions = true,
            description = "Research one more step: added to the plan (plan reviews), or researched and brought back"
                    + " for review (answer reviews).")
    static final class More extends Decide {
        @Option(names = "--step", required = true, paramLabel = "TEXT", description = "the one more step's question")
        String step;

        @Override
        DecisionRequest decision() throws UsageException {
            if (step.isBlank()) {
                throw new UsageException("--step is empty");
            }
            return DecisionRequest.more(step.strip(), note);
        }
    }

    /** A decision on one waiting run: resolved from the list, checked against its kind, then sent. */
    abstract static class Decide implements Callable<Integer> {
        @Parameters(paramLabel = "RUN", description = "a run id, or the request id of the one waiting run it names")
        String run;

        @Option(names = "--note", paramLabel = "TEXT", description = "why (required to reject)")
        String note;

        @Mixin
        GatewayAccess access;

        abstract DecisionRequest decision() throws UsageException;

        @Override
        public Integer call() throws Exception {
            var decision = decision();
            String name = decision.action().name().toLowerCase(Locale.ROOT);
            try {
                var client = access.client();
                var target = client.pending().resolve(run);
                checkAllowed(decision.action(), target.kind());
                String sent = client.decide(target.runId(), decision.forReview(target.reviewId()));
                var body = Json.MAPPER.readTree(sent.isBlank() ? "{}" : sent);
                Io.out.println(name + ": run " + target.runId() + ", review "
                        + body.path("reviewId").asString(target.reviewId() == null ? "-" : target.reviewId())
                        + ", decision " + body.path("decisionId").asString("-")
                        + " (the reviewer node applies it; ./legal review list no longer shows the run)");
                return ExitCodes.OK;
            } catch (ReviewClient.Refused e) {
                return refused(name, e);
            }
        }
    }

    /** EDIT on an answer review is refused here, before anything is sent. */
    static void checkAllowed(ReviewAction action, String kind) throws UsageException {
        var known = Arrays.stream(ReviewKind.values())
                .filter(k -> k.name().equalsIgnoreCase(kind))
                .findFirst();
        if (known.isPresent() && !ReviewAction.allowedFor(known.get()).contains(action)) {
            throw new UsageException("an " + known.get().name().toLowerCase(Locale.ROOT) + " review takes "
                    + ReviewAction.allowedFor(known.get()).stream()
                            .map(a -> a.name().toLowerCase(Locale.ROOT))
                            .sorted()
                            .toList()
                    + ", not " + action.name().toLowerCase(Locale.ROOT));
        }
    }

    static int refused(String command, ReviewClient.Refused e) {
        Io.err.println("legal review " + command + ": " + e.getMessage());
        return e.exitCode;
    }
}
