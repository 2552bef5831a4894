package io.legalagent.identity;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the local issuer, {@code legal.identity.*}.
 *
 * @param issuer the issuer URL its tokens name in {@code iss}: the address the gateway and browsers
 *     reach it at
 * @param audience what access tokens name in {@code aud}: the gateway's
 *     {@code legal.gateway.auth.audience}
 * @param tokenTtl how long an access or id token is valid
 * @param users who may sign in: name, password, organisation and roles; without any, one user
 *     {@code local} of organisation {@code local} with every role (its password must be set)
 * @param organisation the organisation of a token minted for a user that is not in {@code users}
 *     and names none
 * @param gatewaySecret the secret of client {@code legal-gateway}, which signs users in for the page
 * @param gatewayRedirectUris where the issuer may send a browser back to after sign-in
 * @param cliSecret the secret of client {@code legal-cli}, which mints tokens for any user
 *     ({@code ./legal token}): whoever holds it can act as anyone, so it stays on the machine
 * @param keyFile where the signing key (a JSON Web Key) is kept, so tokens outlive a restart; empty:
 *     a new key on every start
 */
@ConfigurationProperties("legal.identity")
public record IdentitySettings(
        @DefaultValue("http://127.0.0.1:9000") String issuer,
        @DefaultValue("legal-gateway") String audience,
        @DefaultValue("1h") Duration tokenTtl,
        @DefaultValue List<LocalUser> users,
        @DefaultValue("local") String organisation,
        @Nullable String gatewaySecret,
        @DefaultValue({"http://127.0.0.1:8080/login/oauth2/code/legal", "http://localhost:8080/login/oauth2/code/legal"
                })
                List<String> gatewayRedirectUris,
        @Nullable String cliSecret,
        @Nullable Path keyFile) {

    /** The users, or the one local user when none is configured. */
    List<LocalUser> signInUsers() {
        return users.isEmpty() ? List.of(LocalUser.local(null)) : users;
    }
}
