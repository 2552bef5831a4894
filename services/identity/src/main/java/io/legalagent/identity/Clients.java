package io.legalagent.identity;

import java.util.ArrayList;
import java.util.UUID;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.oidc.OidcScopes;
import org.springframework.security.oauth2.server.authorization.client.InMemoryRegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.settings.ClientSettings;
import org.springframework.security.oauth2.server.authorization.settings.TokenSettings;

/**
 * The issuer's two clients: the gateway, which signs users in for the page (authorization code with
 * PKCE), and the command line, which mints tokens for scripts (client credentials). A client whose
 * secret is not set is left out.
 */
final class Clients {
    static final String GATEWAY = "legal-gateway";
    static final String CLI = "legal-cli";

    private Clients() {}

    static RegisteredClientRepository of(IdentitySettings settings, PasswordEncoder encoder) {
        var clients = new ArrayList<RegisteredClient>();
        var tokens = TokenSettings.builder()
                .accessTokenTimeToLive(settings.tokenTtl())
                .build();
        if (settings.gatewaySecret() != null && !settings.gatewaySecret().isBlank()) {
            clients.add(RegisteredClient.withId(
                            UUID.nameUUIDFromBytes(GATEWAY.getBytes()).toString())
                    .clientId(GATEWAY)
                    .clientSecret(encoder.encode(settings.gatewaySecret()))
                    .clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
                    .clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_POST)
                    .authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
                    .authorizationGrantType(AuthorizationGrantType.REFRESH_TOKEN)
                    .redirectUris(uris -> uris.addAll(settings.gatewayRedirectUris()))
                    .postLogoutRedirectUris(uris -> settings.gatewayRedirectUris().stream()
                            .map(uri -> uri.substring(0, uri.indexOf("/login/oauth2/code/")) + "/")
                            .forEach(uris::add))
                    .scope(OidcScopes.OPENID)
                    .scope(OidcScopes.PROFILE)
                    .clientSettings(ClientSettings.builder()
                            .requireProofKey(true)
                            .requireAuthorizationConsent(false)
                            .build())
                    .tokenSettings(tokens)
                    .build());
        }
        if (settings.cliSecret() != null && !settings.cliSecret().isBlank()) {
            clients.add(RegisteredClient.withId(
                            UUID.nameUUIDFromBytes(CLI.getBytes()).toString())
                    .clientId(CLI)
                    .clientSecret(encoder.encode(settings.cliSecret()))
                    .clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
                    .authorizationGrantType(AuthorizationGrantType.CLIENT_CREDENTIALS)
                    .tokenSettings(tokens)
                    .build());
        }
        if (clients.isEmpty()) {
            throw new IllegalStateException(
                    "neither legal.identity.gateway-secret nor legal.identity.cli-secret is set:"
                            + " the issuer would have no client");
        }
        return new InMemoryRegisteredClientRepository(clients);
    }
}
