package io.legalagent.cli;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * A token for a user from the local issuer: the {@code legal-cli} client's client-credentials grant,
 * naming the user, their organisation and roles in the form, the client's secret in HTTP basic auth.
 */
record TokenRequest(String user, String organisation, List<CallerRole> roles) {
    static final String CLIENT_ID = "legal-cli";
    static final String PATH = "/oauth2/token";

    TokenRequest {
        roles = List.copyOf(roles);
    }

    /** The form body: grant_type, user, organisation and one role field per role. */
    String form() {
        var fields = new ArrayList<String>();
        fields.add(field("grant_type", "client_credentials"));
        fields.add(field("user", user));
        fields.add(field("organisation", organisation));
        roles.forEach(role -> fields.add(field("role", role.claimValue())));
        return String.join("&", fields);
    }

    /** The Authorization header's value for the client and its secret (both form-encoded first, RFC 6749 2.3.1). */
    static String basicAuth(String secret) {
        String pair = encode(CLIENT_ID) + ":" + encode(secret);
        return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
    }

    private static String field(String name, String value) {
        return name + "=" + encode(value);
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
