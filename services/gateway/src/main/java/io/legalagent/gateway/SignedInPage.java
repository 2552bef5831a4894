package io.legalagent.gateway;

import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.security.oauth2.client.authentication.OAuth2AuthenticationToken;
import org.springframework.security.oauth2.core.oidc.IdTokenClaimNames;
import org.springframework.security.oauth2.core.oidc.OidcIdToken;
import org.springframework.security.oauth2.core.oidc.user.DefaultOidcUser;
import org.springframework.security.oauth2.core.oidc.user.OidcUserAuthority;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The page's caller rebuilt from the id token the session cookie holds: the same kind of
 * authentication the sign-in made (an OpenID Connect user of registration {@value #REGISTRATION}),
 * so whatever reads the caller's claims reads them alike on the first request and every later one.
 * The token was verified at sign-in and sealed since (AES-GCM), so its claims are read, not verified again.
 */
final class SignedInPage {
    static final String REGISTRATION = "legal";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<Map<String, Object>> CLAIMS = new TypeReference<>() {};

    Optional<OAuth2AuthenticationToken> fromIdToken(String tokenValue) {
        try {
            String[] parts = tokenValue.split("\\.");
            if (parts.length < 2) {
                return Optional.empty();
            }
            var claims =
                    new LinkedHashMap<>(JSON.readValue(Base64.getUrlDecoder().decode(parts[1]), CLAIMS));
            Instant issued = instant(claims.get(IdTokenClaimNames.IAT));
            Instant expires = instant(claims.get(IdTokenClaimNames.EXP));
            if (claims.get(IdTokenClaimNames.SUB) == null || expires == null) {
                return Optional.empty();
            }
            claims.put(IdTokenClaimNames.EXP, expires);
            if (issued != null) {
                claims.put(IdTokenClaimNames.IAT, issued);
            }
            if (claims.get(IdTokenClaimNames.AUD) instanceof String audience) {
                claims.put(IdTokenClaimNames.AUD, List.of(audience));
            }
            var idToken = new OidcIdToken(tokenValue, issued, expires, claims);
            var user = new DefaultOidcUser(List.of(new OidcUserAuthority(idToken)), idToken, IdTokenClaimNames.SUB);
            return Optional.of(new OAuth2AuthenticationToken(user, user.getAuthorities(), REGISTRATION));
        } catch (IllegalArgumentException | JacksonException unreadable) {
            return Optional.empty();
        }
    }

    private static Instant instant(Object seconds) {
        return seconds instanceof Number number ? Instant.ofEpochSecond(number.longValue()) : null;
    }
}
