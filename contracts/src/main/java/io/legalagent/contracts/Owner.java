package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;

/**
 * Who a question belongs to: the user who asked it and their organisation. The gateway states it for
 * its signed-in callers on {@link Topics#GATEWAY_QUESTIONS}; the guard gives every question on
 * {@link Topics#QUESTIONS} the owner configured for that topic. A run's answer, events, QA memory
 * and libraries are its organisation's.
 */
@JsonClassDescription("The user who asked a question and their organisation.")
public record Owner(
        @JsonPropertyDescription("The user, as the identity provider names them.") @Pattern(regexp = Patterns.USER)
                String user,
        @JsonPropertyDescription("The user's organisation; QA memory and libraries are per organisation.")
                @Pattern(regexp = Patterns.ORGANISATION)
                String organisation) {

    private static final java.util.regex.Pattern USER = java.util.regex.Pattern.compile(Patterns.USER);
    private static final java.util.regex.Pattern ORGANISATION = java.util.regex.Pattern.compile(Patterns.ORGANISATION);

    public Owner {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(organisation, "organisation");
    }

    /** The owner, or an error naming the rule a part breaks. */
    public static Owner checked(String user, String organisation) {
        if (user == null || !USER.matcher(user).matches()) {
            throw new IllegalArgumentException("user '" + user + "' must be 1 to 128 letters, digits or . _ @ + -,"
                    + " starting with a letter or digit");
        }
        if (organisation == null || !ORGANISATION.matcher(organisation).matches()) {
            throw new IllegalArgumentException("organisation '" + organisation + "' must be 1 to 40 lower-case"
                    + " letters, digits or '-', starting with a letter or digit");
        }
        return new Owner(user, organisation);
    }

    /** Whether the other owner is of the same organisation. */
    public boolean sameOrganisation(Owner other) {
        return other != null && organisation.equals(other.organisation);
    }
}
