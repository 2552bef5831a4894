package io.legalagent.gateway;

import java.util.Locale;
import java.util.Optional;

/** What a signed-in caller may do beyond reading their own runs; read from the token's claims. */
enum Role {
    /** Asks questions. */
    ASKER,
    /** Reads every run of their organisation. */
    AUDITOR,
    /** Uploads and deletes their organisation's library documents. */
    LIBRARIAN,
    /** Reviews plans and answers before they go on. */
    REVIEWER,
    /** Sends research context frozen in advance. */
    EVALUATOR;

    /** The role as a token names it: its lower-case name. */
    String claimValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Optional<Role> ofClaimValue(String value) {
        for (var role : values()) {
            if (role.claimValue().equals(value)) {
                return Optional.of(role);
            }
        }
        return Optional.empty();
    }
}
