package io.legalagent.gateway;

import io.legalagent.contracts.Owner;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a caller from a token's claims, with the claim names and role mapping of the settings. A
 * token without a usable user or organisation is refused with the claim named.
 */
final class CallerClaims {
    private final AuthSettings settings;

    CallerClaims(AuthSettings settings) {
        this.settings = settings;
    }

    /** The caller the claims describe; {@link IllegalArgumentException} says which claim is missing or bad. */
    Caller caller(Map<String, Object> claims) {
        String user = text(claims, settings.userClaim());
        String organisation = text(claims, settings.organisationClaim());
        if (organisation == null && !settings.organisation().isBlank()) {
            organisation = settings.organisation();
        }
        if (user == null) {
            throw new IllegalArgumentException("the token has no user claim '" + settings.userClaim() + "'");
        }
        if (organisation == null) {
            throw new IllegalArgumentException(
                    "the token has no organisation claim '" + settings.organisationClaim() + "'");
        }
        return new Caller(Owner.checked(user, organisation), roles(claims));
    }

    private Set<Role> roles(Map<String, Object> claims) {
        var roles = EnumSet.noneOf(Role.class);
        for (String name : names(at(claims, settings.rolesClaim()))) {
            String ours = settings.roleMapping().getOrDefault(name, name);
            Role.ofClaimValue(ours).ifPresent(roles::add);
        }
        return roles;
    }

    private static List<String> names(Object value) {
        var names = new ArrayList<String>();
        if (value instanceof Collection<?> list) {
            list.forEach(item -> names.add(String.valueOf(item)));
        } else if (value instanceof String text && !text.isBlank()) {
            names.addAll(List.of(text.strip().split("\\s+")));
        }
        return names;
    }

    private static String text(Map<String, Object> claims, String path) {
        Object value = at(claims, path);
        return value == null || String.valueOf(value).isBlank() ? null : String.valueOf(value);
    }

    /** The claim at a dotted path, reaching into nested objects; null where any step is missing. */
    private static Object at(Map<String, Object> claims, String path) {
        Object value = claims.get(path);
        if (value != null || !path.contains(".")) {
            return value;
        }
        Object current = claims;
        for (String step : path.split("\\.")) {
            if (!(current instanceof Map<?, ?> map)) {
                return null;
            }
            current = map.get(step);
        }
        return current;
    }
}
