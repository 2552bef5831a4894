package io.legalagent.cli;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The roles a caller's token may carry, as the gateway reads them from its {@code roles} claim. */
enum CallerRole {
    ASKER,
    AUDITOR,
    LIBRARIAN,
    REVIEWER,
    EVALUATOR;

    /** The role as a token names it. */
    String claimValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Optional<CallerRole> ofClaimValue(String value) {
        return Arrays.stream(values())
                .filter(role -> role.claimValue().equals(value))
                .findFirst();
    }

    /** "asker, auditor, ...": for a message naming every role. */
    static String listed() {
        return Arrays.stream(values()).map(CallerRole::claimValue).collect(Collectors.joining(", "));
    }
}
