package io.legalagent.cli;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    static Map<String, String> choices(List<String> given) throws UsageException {
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
}
