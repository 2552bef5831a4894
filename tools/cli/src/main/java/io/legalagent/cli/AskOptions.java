package io.legalagent.cli;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** What {@code ask} was told: the question, its choices in the order given, and how to wait. */
record AskOptions(
        String question,
        Map<String, String> choices,
        boolean json,
        Duration timeout,
        String requestId,
        String bootstrap) {

    /** Long enough for a multi-hop run on a local CPU model; offline runs take seconds. */
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(600);

    private static final Map<String, String> NAMES = Map.of(
            "-c",
            "--choice",
            "--choice",
            "--choice",
            "--json",
            "--json",
            "--timeout",
            "--timeout",
            "--request-id",
            "--request-id",
            KafkaClients.BOOTSTRAP_OPTION,
            KafkaClients.BOOTSTRAP_OPTION);

    static AskOptions parse(List<String> argv) throws UsageException {
        var args = Args.parse(argv, NAMES, Set.of("--json"));
        if (args.positionals().isEmpty()) {
            throw new UsageException("no question given: legal ask \"What is battery?\"");
        }
        // Unquoted words are one question: `legal ask What is battery?` means what it says.
        String question = String.join(" ", args.positionals());
        return new AskOptions(
                question,
                choices(args.values("--choice")),
                args.flag("--json"),
                timeout(args),
                args.value("--request-id").orElseGet(() -> UUID.randomUUID().toString()),
                KafkaClients.bootstrap(args));
    }

    private static Map<String, String> choices(List<String> given) throws UsageException {
        var choices = new LinkedHashMap<String, String>();
        for (String choice : given) {
            int eq = choice.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("a choice is LABEL=text, e.g. -c A=\"Battery\"; got: " + choice);
            }
            String label = choice.substring(0, eq).trim();
            if (choices.put(label, choice.substring(eq + 1)) != null) {
                throw new UsageException("choice " + label + " is given twice");
            }
        }
        return choices;
    }

    private static Duration timeout(Args args) throws UsageException {
        var given = args.value("--timeout");
        if (given.isEmpty()) {
            return DEFAULT_TIMEOUT;
        }
        try {
            double seconds = Double.parseDouble(given.get());
            if (seconds > 0) {
                return Duration.ofMillis(Math.round(seconds * 1000));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--timeout takes a number of seconds above 0; got: " + given.get());
    }
}
