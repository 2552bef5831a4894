package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.AuditRecord.AuditOutcome;
import io.legalagent.contracts.Owner;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Answers belong to their asker: another user meets the 404 of an unknown id for their answer,
 * events and verification, by the asker's id or the pipeline's, and a stream for it creates nothing;
 * an auditor of the organisation reads it; roles gate frozen context and documents; each refusal is
 * on {@code legal.audit}.
 */
class ApiOwnershipIT extends SignedInApi {
    private static final Owner AUDITOR_A = new Owner("erin", "firm-a");
    private static final Owner AUDITOR_B = new Owner("frank", "firm-b");

    @Autowired
    RunIndex index;

    private String answeredForAlice() throws Exception {
        String requestId = "private-" + UUID.randomUUID();
        var asked = post(asker(ALICE), "{\"requestId\":\"" + requestId + "\",\"question\":\"What is battery?\"}");
        assertThat(asked.statusCode()).as(asked.body()).isEqualTo(202);
        pipeline.run(RunIds.pipelineId(ALICE, requestId), ALICE).all();
        awaitAnswer(asker(ALICE), requestId);
        return requestId;
    }

    @Test
    void anotherUserMeetsTheNotFoundOfAnUnknownIdForAnswerEventsAndVerification() throws Exception {
        String requestId = answeredForAlice();
        String unknown = "unknown-" + UUID.randomUUID();
        var colleagues = new HashSet<String>();
        for (String path :
                new String[] {"/api/answers/%s", "/api/answers/%s/verification", "/api/questions/%s/events"}) {
            // A colleague of her own organisation, new for each path: verifications are rate limited.
            var colleague = new Owner("bob-" + UUID.randomUUID().toString().substring(0, 8), "firm-a");
            colleagues.add(colleague.user());
            String bob = asker(colleague);
            var theirs = get(bob, path.formatted(requestId));
            var none = get(bob, path.formatted(unknown));
            assertThat(assertProblem(theirs, 404).toString().replace(requestId, "ID"))
                    .as("Bob cannot tell Alice's %s from an unknown one", path)
                    .isEqualTo(assertProblem(none, 404).toString().replace(unknown, "ID"));
            var byPipelineId = new Owner("bob-" + UUID.randomUUID().toString().substring(0, 8), "firm-a");
            assertProblem(get(asker(byPipelineId), path.formatted(RunIds.pipelineId(ALICE, requestId))), 404);
        }
        assertThat(audited(r -> requestId.equals(r.requestId()) && colleagues.contains(r.user())))
                .extracting(AuditRecord::action, AuditRecord::outcome, AuditRecord::status)
                .contains(
                        tuple(AuditAction.READ_ANSWER, AuditOutcome.REFUSED, 404),
                        tuple(AuditAction.VERIFY, AuditOutcome.REFUSED, 404),
                        tuple(AuditAction.READ_EVENTS, AuditOutcome.REFUSED, 404));
    }

    @Test
    void aStreamForAnIdTheCallerMayNotReadCreatesNothing() throws Exception {
        String madeUp = "made-up-" + UUID.randomUUID();
        assertProblem(get(asker(BOB), "/api/questions/" + madeUp + "/events"), 404);
        assertThat(index.find(madeUp)).isEmpty();
        assertThat(index.find(RunIds.pipelineId(BOB, madeUp))).isEmpty();
    }

    @Test
    void anAuditorOfTheOrganisationReadsARunByItsPipelineIdAndAnotherOrganisationsDoesNot() throws Exception {
        String requestId = answeredForAlice();
        String runId = RunIds.pipelineId(ALICE, requestId);
        var read = get(token(AUDITOR_A, "auditor"), "/api/answers/" + runId);
        assertThat(read.statusCode()).as(read.body()).isEqualTo(200);
        assertProblem(get(token(AUDITOR_B, "auditor"), "/api/answers/" + runId), 404);
        assertThat(audited(r -> runId.equals(r.requestId()) && "erin".equals(r.user())))
                .extracting(AuditRecord::outcome)
                .containsExactly(AuditOutcome.ALLOWED);
    }

    @Test
    void theListShowsTheCallersOwnRunsAndTheOrganisationsOnlyToAnAuditor() throws Exception {
        String requestId = answeredForAlice();
        var own = JSON.readTree(get(asker(ALICE), "/api/answers").body()).path("runs");
        assertThat(own.valueStream().map(run -> run.path("requestId").asString()))
                .contains(requestId);
        var bobs = JSON.readTree(get(asker(BOB), "/api/answers").body()).path("runs");
        assertThat(bobs.valueStream().map(run -> run.path("requestId").asString()))
                .doesNotContain(requestId, RunIds.pipelineId(ALICE, requestId));
        assertProblem(get(asker(BOB), "/api/answers?all=true"), 403);
        var audit = JSON.readTree(get(token(AUDITOR_A, "auditor"), "/api/answers?all=true")
                        .body())
                .path("runs");
        assertThat(audit.valueStream().map(run -> run.path("requestId").asString()))
                .contains(RunIds.pipelineId(ALICE, requestId));
    }

    @Test
    void anAskerSendingFrozenContextIsForbidden() throws Exception {
        String requestId = "frozen-" + UUID.randomUUID();
        String sha = "b".repeat(64);
        var response = post(
                asker(ALICE),
                "{\"requestId\":\"" + requestId + "\",\"question\":\"What is hearsay?\",\"frozenContext\":{"
                        + "\"packSha256\":\"" + sha + "\",\"packSetSha256\":null,\"questionId\":\"q1\","
                        + "\"corpusFingerprint\":null,\"confidenceSignal\":\"calibrated\","
                        + "\"confidence\":0.7,\"passages\":[{\"id\":\"p1\",\"source\":\"FRE 801\",\"sha256\":\""
                        + sha + "\",\"score\":0.9,\"text\":\"Hearsay.\"}]}}");
        assertThat(assertProblem(response, 403).path("detail").asString()).contains("evaluator");
        assertThat(pipeline.questions())
                .noneMatch(r -> RunIds.pipelineId(ALICE, requestId).equals(r.key()));
        assertThat(audited(r -> requestId.equals(r.requestId())))
                .singleElement()
                .satisfies(r -> {
                    assertThat(r.action()).isEqualTo(AuditAction.ASK);
                    assertThat(r.outcome()).isEqualTo(AuditOutcome.REFUSED);
                    assertThat(r.status()).isEqualTo(403);
                });
    }

    @Test
    void onlyALibrarianUploadsOrDeletesDocuments() throws Exception {
        String boundary = "b" + UUID.randomUUID().toString().replace("-", "");
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.txt\"\r\n"
                + "Content-Type: text/plain\r\n\r\nA filing.\r\n--" + boundary + "--\r\n";
        var upload = http.send(
                request("/api/documents", asker(ALICE))
                        .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(assertProblem(upload, 403).path("detail").asString()).contains("librarian");
        var delete = http.send(
                request("/api/libraries/filings/documents/" + "c".repeat(64), asker(ALICE))
                        .DELETE()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(assertProblem(delete, 403).path("detail").asString()).contains("librarian");
        assertThat(audited(r -> "alice".equals(r.user())
                        && r.status() == 403
                        && (r.action() == AuditAction.UPLOAD_DOCUMENT || r.action() == AuditAction.DELETE_DOCUMENT)))
                .hasSize(2);
    }
}
