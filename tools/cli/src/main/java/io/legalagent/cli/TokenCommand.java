package io.legalagent.cli;

import io.legalagent.contracts.Owner;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code token --user NAME}: an access token from the local issuer, alone on stdout, for curl and scripts. */
@Command(
        name = "token",
        mixinStandardHelpOptions = true,
        description = {
            "Print an access token for a user from the local issuer that ./legal up runs, alone on stdout:"
                    + " TOKEN=$(./legal token --user ann), then curl -H \"Authorization: Bearer $TOKEN\" ...",
            "The roles: asker (the default), auditor, librarian, reviewer, evaluator. The token lasts an hour."
        })
final class TokenCommand implements Callable<Integer> {
    static final String SECRET_ENV = IssuerTokens.SECRET_ENV;

    @Option(names = "--user", required = true, paramLabel = "NAME", description = "who the token speaks for")
    String user;

    @Option(names = "--role", paramLabel = "ROLE", description = "a role of the user, repeatable (default: asker)")
    List<String> roles = new ArrayList<>();

    @Option(
            names = "--organisation",
            paramLabel = "ORG",
            description = "the user's organisation (default: ${DEFAULT-VALUE})")
    String organisation = "local";

    @Option(
            names = "--issuer",
            paramLabel = "URL",
            description = "the issuer (default: the local one, http://127.0.0.1:LEGAL_IDENTITY_PORT, port 9000)")
    String issuer;

    @Override
    public Integer call() throws Exception {
        var request = request();
        try {
            Io.out.println(new IssuerTokens(issuer).fetch(request));
            return ExitCodes.OK;
        } catch (IssuerTokens.Refused e) {
            Io.err.println("legal token: " + e.getMessage());
            return ExitCodes.ERROR;
        }
    }

    /** The user, organisation and roles, checked before anything is sent. */
    TokenRequest request() throws UsageException {
        try {
            Owner.checked(user, organisation);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        var chosen = new ArrayList<CallerRole>();
        for (String name : roles.isEmpty() ? List.of(CallerRole.ASKER.claimValue()) : roles) {
            chosen.add(CallerRole.ofClaimValue(name)
                    .orElseThrow(() ->
                            new UsageException("unknown role '" + name + "'; the roles are " + CallerRole.listed())));
        }
        return new TokenRequest(user, organisation, chosen.stream().distinct().toList());
    }
}
