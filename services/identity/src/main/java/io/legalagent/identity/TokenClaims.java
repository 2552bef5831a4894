package io.legalagent.identity;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2ClientCredentialsAuthenticationToken;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;

/**
 * Puts the user, their organisation and roles into every token: {@code sub}, {@code org},
 * {@code roles}; access tokens also name the gateway in {@code aud}. A user who signed in is looked
 * up in the settings; a token minted by the command line names its user in the request's
 * {@code user}, {@code organisation} and {@code role} parameters.
 */
final class TokenClaims implements OAuth2TokenCustomizer<JwtEncodingContext> {
    private final IdentitySettings settings;

    TokenClaims(IdentitySettings settings) {
        this.settings = settings;
    }

    @Override
    public void customize(JwtEncodingContext context) {
        var user = context.getAuthorizationGrant() instanceof OAuth2ClientCredentialsAuthenticationToken minted
                ? requested(minted.getAdditionalParameters())
                : known(context.getPrincipal().getName());
        context.getClaims()
                .subject(user.name())
                .claim("org", user.organisation())
                .claim("roles", user.roles());
        if (OAuth2TokenType.ACCESS_TOKEN.equals(context.getTokenType())) {
            context.getClaims().audience(List.of(settings.audience()));
        }
    }

    private LocalUser known(String name) {
        return find(name).orElseThrow(() -> refused("unknown user " + name));
    }

    private LocalUser requested(Map<String, Object> parameters) {
        var names = values(parameters.get("user"));
        if (names.size() != 1 || names.get(0).isBlank()) {
            throw refused("name one user: user=NAME");
        }
        String name = names.get(0);
        var organisations = values(parameters.get("organisation"));
        String organisation = organisations.isEmpty()
                ? find(name).map(LocalUser::organisation).orElse(settings.organisation())
                : organisations.get(0);
        try {
            return new LocalUser(name, null, organisation, Roles.checked(values(parameters.get("role"))));
        } catch (IllegalArgumentException e) {
            throw refused(e.getMessage());
        }
    }

    private Optional<LocalUser> find(String name) {
        return settings.signInUsers().stream()
                .filter(u -> u.name().equals(name))
                .findFirst();
    }

    private static List<String> values(Object value) {
        if (value instanceof String[] many) {
            return Arrays.asList(many);
        }
        return value == null ? List.of() : List.of(String.valueOf(value));
    }

    private static OAuth2AuthenticationException refused(String why) {
        return new OAuth2AuthenticationException(new OAuth2Error(OAuth2ErrorCodes.INVALID_REQUEST, why, null));
    }
}
