package io.legalagent.identity;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One user of the local issuer. Missing parts take the local user's: name {@code local},
 * organisation {@code local}, every role.
 *
 * @param name the user name, the tokens' {@code sub}
 * @param password the password the sign-in form checks
 * @param organisation the tokens' {@code org}
 * @param roles the tokens' {@code roles}
 */
public record LocalUser(
        @Nullable String name, @Nullable String password, @Nullable String organisation, @Nullable List<String> roles) {
    static final String LOCAL = "local";

    public LocalUser {
        name = name == null || name.isBlank() ? LOCAL : name;
        organisation = organisation == null || organisation.isBlank() ? LOCAL : organisation;
        roles = roles == null || roles.isEmpty() ? Roles.ALL : List.copyOf(roles);
    }

    static LocalUser local(@Nullable String password) {
        return new LocalUser(null, password, null, null);
    }
}
