package io.legalagent.gateway;

import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Sign-in settings of the gateway, {@code legal.gateway.auth.*}: the OpenID Connect issuer whose
 * tokens it accepts, and which claims carry the user, the organisation and the roles.
 *
 * @param issuerUri the issuer: its tokens' {@code iss}, and where its discovery document and keys are
 *     found (the local issuer of {@code ./legal up} by default)
 * @param audience the audience every token must name in {@code aud}
 * @param userClaim the claim naming the user ({@code sub}; {@code preferred_username} or {@code oid}
 *     at some providers)
 * @param organisationClaim the claim naming the user's organisation
 * @param organisation the organisation of every caller whose token has no organisation claim (a firm
 *     with one tenant); empty: such a token is refused
 * @param rolesClaim the claim holding the roles, a list or a space-separated string; a dotted path
 *     reaches into objects ({@code realm_access.roles} at Keycloak)
 * @param roleMapping the provider's role names to ours ({@code asker}, {@code auditor},
 *     {@code librarian}, {@code reviewer}, {@code evaluator}); a name that is already ours needs no entry
 * @param sessionKey base64 of 32 random bytes: the key the page's session cookies are encrypted with,
 *     the same on every replica
 */
@ConfigurationProperties("legal.gateway.auth")
public record AuthSettings(
        @DefaultValue("http://127.0.0.1:9000") String issuerUri,
        @DefaultValue("legal-gateway") String audience,
        @DefaultValue("sub") String userClaim,
        @DefaultValue("org") String organisationClaim,
        @DefaultValue("") String organisation,
        @DefaultValue("roles") String rolesClaim,
        @DefaultValue Map<String, String> roleMapping,
        @Nullable String sessionKey) {}
