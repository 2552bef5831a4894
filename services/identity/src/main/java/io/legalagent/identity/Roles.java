package io.legalagent.identity;

import java.util.List;
import java.util.Locale;

/** The role names the gateway reads from the {@code roles} claim. */
final class Roles {
    static final List<String> ALL = List.of("asker", "auditor", "librarian", "reviewer", "evaluator");
    static final String ASKER = "asker";

    private Roles() {}

    /** The role names given, checked; {@code asker} when none is. */
    static List<String> checked(List<String> names) {
        if (names.isEmpty()) {
            return List.of(ASKER);
        }
        var roles = names.stream()
                .map(name -> name.strip().toLowerCase(Locale.ROOT))
                .distinct()
                .toList();
        for (String role : roles) {
            if (!ALL.contains(role)) {
                throw new IllegalArgumentException(
                        "unknown role '" + role + "'; the roles are " + String.join(", ", ALL));
            }
        }
        return roles;
    }
}
