package io.legalagent.cli;

import io.legalagent.cli.stack.Gateway;
import io.legalagent.contracts.Owner;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * Where the review commands reach the gateway and who they speak for: {@code --token}, else a
 * reviewer's token from the local issuer for {@code --as USER}, else {@code LEGAL_TOKEN}, else the
 * local stack's own {@code local} user as reviewer (the organisation questions asked with
 * {@code ./legal ask} belong to).
 */
final class GatewayAccess {
    static final String TOKEN_ENV = "LEGAL_TOKEN";
    static final String LOCAL_USER = "local";

    @Option(
            names = "--gateway",
            paramLabel = "URL",
            description = "the gateway (default: the local stack's, http://127.0.0.1:LEGAL_GATEWAY_PORT, port 8080)")
    String gateway;

    @Option(
            names = "--token",
            paramLabel = "TOKEN",
            description = "a reviewer's access token (default: " + TOKEN_ENV + ", else one for --as)")
    String token;

    @Option(
            names = "--as",
            paramLabel = "USER",
            description = "get a reviewer's token for USER from the local issuer (default: local, when neither"
                    + " --token nor " + TOKEN_ENV + " gives one)")
    String as;

    @Option(
            names = "--organisation",
            paramLabel = "ORG",
            description = "with --as: the user's organisation (default: ${DEFAULT-VALUE})")
    String organisation = "local";

    /** A token given as it is, or the request that gets one from the issuer. */
    record TokenChoice(String token, TokenRequest request) {}

    static TokenChoice choose(String token, String as, String organisation, String fromEnv) throws UsageException {
        if (token != null && as != null) {
            throw new UsageException("--token and --as both say who decides; give one");
        }
        if (token != null) {
            return given(token, "--token");
        }
        if (as == null && fromEnv != null && !fromEnv.isBlank()) {
            return given(fromEnv, TOKEN_ENV);
        }
        String user = as == null ? LOCAL_USER : as;
        try {
            Owner.checked(user, organisation);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return new TokenChoice(null, new TokenRequest(user, organisation, List.of(CallerRole.REVIEWER)));
    }

    private static TokenChoice given(String token, String where) throws UsageException {
        if (token.isBlank()) {
            throw new UsageException(where + " is empty");
        }
        return new TokenChoice(token.strip(), null);
    }

    String gatewayUrl() {
        return gateway != null ? gateway : new Gateway(Io.config()).url();
    }

    /** The client for the gateway, with the token chosen (fetched from the issuer where it must be). */
    ReviewClient client() throws UsageException, ReviewClient.Refused, InterruptedException {
        var choice = choose(token, as, organisation, Io.env.apply(TOKEN_ENV));
        String bearer = choice.token();
        if (bearer == null) {
            try {
                bearer = new IssuerTokens(null).fetch(choice.request());
            } catch (IssuerTokens.Refused e) {
                throw new ReviewClient.Refused(ExitCodes.ERROR, "no reviewer's token: " + e.getMessage());
            }
        }
        return new ReviewClient(gatewayUrl(), bearer);
    }
}
