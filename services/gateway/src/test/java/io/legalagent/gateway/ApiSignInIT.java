package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.AuditRecord.AuditOutcome;
import io.legalagent.gateway.testing.TestIssuer;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Who may call at all, against the real local issuer: no token, an expired one, another issuer's,
 * another audience's, one without an organisation are each refused as problem+json with
 * {@code WWW-Authenticate}; each refusal with a token is on {@code legal.audit}, a request with none
 * only on the counter.
 */
class ApiSignInIT extends SignedInApi {
    @Autowired
    MeterRegistry meters;

    private double unauthenticated(String reason) {
        var counter = meters.find("legal.gateway.unauthenticated")
                .tag("reason", reason)
                .counter();
        return counter == null ? 0 : counter.count();
    }

    @Test
    void withoutATokenNothingButThePublicPartsIsServedAndOnlyTheCounterHearsOfIt() throws Exception {
        String requestId = "anon-" + UUID.randomUUID();
        double before = unauthenticated("no-token");
        var asked = post(null, "{\"requestId\":\"" + requestId + "\",\"question\":\"What is battery?\"}");
        var read = get(null, "/api/answers/" + requestId);

        for (var response : List.of(asked, read)) {
            assertProblem(response, 401);
            assertThat(response.headers().firstValue("WWW-Authenticate"))
                    .hasValueSatisfying(value -> assertThat(value).startsWith("Bearer"));
        }
        assertThat(unauthenticated("no-token")).isEqualTo(before + 2);
        assertThat(get(null, "/api/openapi.json").statusCode()).isEqualTo(200);
        assertThat(pipeline.questions()).noneMatch(r -> new String(r.value()).contains(requestId));
        assertThat(audited(r -> requestId.equals(r.requestId())))
                .as("no record without a token")
                .isEmpty();
    }

    @Test
    void anExpiredTokenIsRefusedAndAudited() throws Exception {
        var claims = TestIssuer.claims("alice", "firm-a", "legal-gateway", "asker");
        String expired = TestIssuer.shared()
                .signed(claims, Instant.now().minusSeconds(7200), Instant.now().minusSeconds(3600));
        assertRefused401(expired, "expired");
    }

    @Test
    void anotherIssuersTokenIsRefusedAndAudited() throws Exception {
        try (var elsewhere = TestIssuer.start()) {
            String foreign = elsewhere.token("alice", "firm-a", "asker");
            assertRefused401(foreign, null);
        }
    }

    @Test
    void aTokenForAnotherAudienceIsRefusedAndAudited() throws Exception {
        var claims = TestIssuer.claims("alice", "firm-a", "another-service", "asker");
        String elsewhere =
                TestIssuer.shared().signed(claims, Instant.now(), Instant.now().plusSeconds(600));
        assertRefused401(elsewhere, "wrong-audience");
    }

    @Test
    void aTokenWithoutAnOrganisationIsForbiddenNamingTheClaim() throws Exception {
        var claims = new HashMap<String, Object>(TestIssuer.claims("alice", "firm-a", "legal-gateway", "asker"));
        claims.remove("org");
        String token =
                TestIssuer.shared().signed(claims, Instant.now(), Instant.now().plusSeconds(600));
        String requestId = "no-org-" + UUID.randomUUID();
        var response = get(token, "/api/answers/" + requestId);
        assertThat(assertProblem(response, 403).path("detail").asString()).contains("'org'");
        assertThat(audited(r -> requestId.equals(r.requestId())))
                .singleElement()
                .satisfies(r -> {
                    assertThat(r.outcome()).isEqualTo(AuditOutcome.REFUSED);
                    assertThat(r.status()).isEqualTo(403);
                });
    }

    @Test
    void aGoodTokenIsServed() throws Exception {
        var response = get(asker(ALICE), "/api/answers");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(audited(r -> r.action() == AuditAction.LIST_ANSWERS && "alice".equals(r.user())))
                .isNotEmpty();
    }

    /** A 401 for a token that was sent: problem+json, a Bearer challenge, counted and on legal.audit. */
    private void assertRefused401(String token, String reason) throws Exception {
        String requestId = "refused-" + UUID.randomUUID();
        HttpResponse<String> response = get(token, "/api/answers/" + requestId);
        assertProblem(response, 401);
        assertThat(response.headers().firstValue("WWW-Authenticate"))
                .hasValueSatisfying(
                        value -> assertThat(value).startsWith("Bearer").contains("invalid_token"));
        assertThat(audited(r -> requestId.equals(r.requestId())))
                .singleElement()
                .satisfies(r -> {
                    assertThat(r.action()).isEqualTo(AuditAction.READ_ANSWER);
                    assertThat(r.outcome()).isEqualTo(AuditOutcome.REFUSED);
                    assertThat(r.status()).isEqualTo(401);
                    if (reason != null) {
                        assertThat(r.reason()).isEqualTo(reason);
                    }
                });
    }
}
