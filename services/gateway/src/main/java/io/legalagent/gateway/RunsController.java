package io.legalagent.gateway;

import io.legalagent.contracts.AuditRecord.AuditAction;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.time.Instant;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /api/answers}: the caller's recent runs, or as an auditor their organisation's. */
@RestController
class RunsController {
    static final int LISTED = 100;
    private final Callers callers;
    private final AuditTrail audit;
    private final RunIndex index;

    RunsController(Callers callers, AuditTrail audit, RunIndex index) {
        this.callers = callers;
        this.audit = audit;
        this.index = index;
    }

    /** One run as a list shows it. */
    @Schema(
            name = "RunSummary",
            requiredProperties = {"requestId", "user"})
    record RunSummary(
            @Schema(description = "The request id that fetches it: the asker's own where they list their runs")
                    String requestId,
            String user,
            @Schema(types = {"string", "null"}) @Nullable String question,
            @Schema(
                            types = {"string", "null"},
                            description = "ANSWERED, REJECTED, FAILED, or IN_PROGRESS while it runs")
                    @Nullable
                    String status,
            @Schema(
                            types = {"string", "null"},
                            format = "date-time")
                    @Nullable
                    Instant askedAt) {}

    /** The runs listed. */
    @Schema(
            name = "Runs",
            requiredProperties = {"runs"})
    record Runs(List<RunSummary> runs) {}

    @GetMapping(path = "/api/answers", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "runs",
            summary = "Recent runs",
            description = "The caller's most recent runs this gateway knows, newest first; with all=true (role"
                    + " auditor) every run of the caller's organisation.")
    @ApiResponse(
            responseCode = "200",
            description = "The runs",
            content = @Content(schema = @Schema(implementation = Runs.class)))
    @ApiResponse(responseCode = "403", description = "all=true without the role 'auditor'")
    Runs runs(
            @RequestParam(name = "all", defaultValue = "false")
                    @Parameter(description = "Every run of the caller's organisation (auditors)")
                    boolean all) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.LIST_ANSWERS).subject(all ? "organisation" : null);
        if (all && !caller.has(Role.AUDITOR)) {
            throw audit.refused(
                    caller, entry, Problems.forbidden("listing the organisation's runs needs the role 'auditor'"));
        }
        audit.allowed(caller, entry);
        return new Runs(index.runsOf(caller, all, LISTED).stream()
                .map(log -> summary(caller, log))
                .toList());
    }

    private static RunSummary summary(Caller caller, RequestLog log) {
        var owner = log.owner();
        // The asker's own id fetches it for them; anyone else (an auditor) fetches it by the pipeline's.
        String id = caller.owner().equals(owner) && log.localId() != null ? log.localId() : log.requestId();
        return new RunSummary(id, owner.user(), log.question(), log.status(), log.startedAt());
    }
}
