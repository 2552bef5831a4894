package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code token} as picocli reads it, and the request it would send to the issuer's token endpoint. */
class TokenCommandTest {
    @Test
    void noRoleMeansAskerAndTheOrganisationIsLocal() throws UsageException {
        var request = parse("token", "--user", "ann").request();

        assertThat(request).isEqualTo(new TokenRequest("ann", "local", List.of(CallerRole.ASKER)));
        assertThat(request.form()).isEqualTo("grant_type=client_credentials&user=ann&organisation=local&role=asker");
    }

    @Test
    void rolesRepeatAndTheOrganisationIsSent() throws UsageException {
        var request = parse(
                        "token",
                        "--user",
                        "b.smith@firm",
                        "--role",
                        "auditor",
                        "--role",
                        "evaluator",
                        "--role",
                        "auditor",
                        "--organisation",
                        "acme")
                .request();

        assertThat(request.roles()).containsExactly(CallerRole.AUDITOR, CallerRole.EVALUATOR);
        assertThat(request.form())
                .isEqualTo("grant_type=client_credentials&user=b.smith%40firm&organisation=acme"
                        + "&role=auditor&role=evaluator");
    }

    @Test
    void anUnknownRoleNamesTheFive() {
        var result = Cli.run("token", "--user", "ann", "--role", "admin");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.out()).isEmpty();
        assertThat(result.stderr())
                .contains("unknown role 'admin'; the roles are asker, auditor, librarian, reviewer, evaluator");
    }

    @Test
    void aUserOrOrganisationTheContractsRefuseIsAUsageError() {
        assertThatThrownBy(() -> parse("token", "--user", "ann smith").request())
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("user 'ann smith'");
        assertThatThrownBy(() -> parse("token", "--user", "ann", "--organisation", "Acme_Ltd")
                        .request())
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("organisation 'Acme_Ltd'");
    }

    @Test
    void theUserIsRequired() {
        var result = Cli.run("token");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.stderr()).contains("Missing required option: '--user=NAME'");
    }

    @Test
    void theClientAuthenticatesWithHttpBasic() {
        String header = TokenRequest.basicAuth("s3cret-_x");

        assertThat(header).startsWith("Basic ");
        assertThat(new String(Base64.getDecoder().decode(header.substring(6)), StandardCharsets.UTF_8))
                .isEqualTo("legal-cli:s3cret-_x");
    }

    private static TokenCommand parse(String... argv) {
        var parsed = Main.commandLine().parseArgs(argv);
        return parsed.subcommand().commandSpec().commandLine().getCommand();
    }
}
