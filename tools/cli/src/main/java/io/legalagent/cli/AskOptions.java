package io.legalagent.cli;

import io.legalagent.contracts.Patterns;
import io.legalagent.contracts.review.ReviewRequest;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What {@code ask} was told: the question, its choices in the order given, how to wait, the library
 * to research (null for the default corpus), the reviews to ask for (null for none beyond the
 * deployment's defaults) and whether to wait through them.
 */
record AskOptions(
        String question,
        Map<String, String> choices,
        boolean json,
        Duration timeout,
        String requestId,
        String bootstrap,
        String library,
        ReviewRequest review,
        boolean waitForReview) {

    /** {@code --review plan,answer}: the pauses named, comma-separated; null for none given. */
    static ReviewRequest review(String given) throws UsageException {
        if (given == null) {
            return null;
        }
        boolean plan = false;
        boolean answer = false;
        for (String part : given.split(",", -1)) {
            switch (part.strip().toLowerCase(Locale.ROOT)) {
                case "plan" -> plan = true;
                case "answer" -> answer = true;
                default -> throw new UsageException("--review takes plan, answer or plan,answer; got: " + given);
            }
        }
        return new ReviewRequest(plan, answer);
    }

    /** The library's name as given, checked by the rule the guard holds it to; null for none. */
    static String library(String given) throws UsageException {
        if (given == null || LIBRARY.matcher(given).matches()) {
            return given;
        }
        throw new UsageException("--library takes 1 to 48 lower-case letters, digits, '-' or '_', starting with a"
                + " letter or digit; got: " + given);
    }

    private static final Pattern LIBRARY = Pattern.compile(Patterns.LIBRARY);

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
