package io.legalagent.gateway;

import io.legalagent.contracts.AuditRecord.AuditAction;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.springframework.http.HttpMethod;

/**
 * What an API request does, as the audit trail names it, read from its method and path: for the
 * refusals made before a controller runs (an invalid token, a rate limit), which are audited too.
 */
final class AuditActions {
    private record Route(HttpMethod method, Pattern path, AuditAction action, Part part) {}

    /** Which path variable the record names: the request id, a subject, or none. */
    private enum Part {
        NONE,
        REQUEST_ID,
        SUBJECT
    }

    private static final List<Route> ROUTES = List.of(
            route(HttpMethod.POST, "/api/questions", AuditAction.ASK, Part.NONE),
            route(HttpMethod.GET, "/api/questions/([^/]+)/events", AuditAction.READ_EVENTS, Part.REQUEST_ID),
            route(HttpMethod.GET, "/api/answers", AuditAction.LIST_ANSWERS, Part.NONE),
            route(HttpMethod.GET, "/api/answers/([^/]+)", AuditAction.READ_ANSWER, Part.REQUEST_ID),
            route(HttpMethod.GET, "/api/answers/([^/]+)/verification", AuditAction.VERIFY, Part.REQUEST_ID),
            route(HttpMethod.GET, "/api/passages/([^/]+)", AuditAction.READ_PASSAGE, Part.SUBJECT),
            route(HttpMethod.POST, "/api/documents", AuditAction.UPLOAD_DOCUMENT, Part.NONE),
            route(HttpMethod.GET, "/api/reviews", AuditAction.LIST_REVIEWS, Part.NONE),
            route(HttpMethod.GET, "/api/reviews/([^/]+)", AuditAction.READ_REVIEW, Part.REQUEST_ID),
            route(HttpMethod.POST, "/api/reviews/([^/]+)/decision", AuditAction.DECIDE_REVIEW, Part.REQUEST_ID),
            route(HttpMethod.GET, "/api/documents/([0-9a-fA-F]{64})", AuditAction.OPEN_DOCUMENT, Part.SUBJECT),
            route(HttpMethod.GET, "/api/libraries/([^/]+)/documents", AuditAction.LIST_DOCUMENTS, Part.SUBJECT),
            route(
                    HttpMethod.DELETE,
                    "/api/libraries/[^/]+/documents/([^/]+)",
                    AuditAction.DELETE_DOCUMENT,
                    Part.SUBJECT));

    private AuditActions() {}

    private static Route route(HttpMethod method, String path, AuditAction action, Part part) {
        return new Route(method, Pattern.compile(path), action, part);
    }

    /** The audit entry of a request, or empty when it is not an audited action. */
    static Optional<AuditTrail.Entry> of(HttpServletRequest request) {
        return of(request.getMethod(), request.getRequestURI());
    }

    static Optional<AuditTrail.Entry> of(String method, String path) {
        for (var route : ROUTES) {
            var matcher = route.path().matcher(path);
            if (route.method().matches(method) && matcher.matches()) {
                var entry = AuditTrail.Entry.of(route.action());
                return Optional.of(
                        switch (route.part()) {
                            case NONE -> entry;
                            case REQUEST_ID -> entry.requestId(matcher.group(1));
                            case SUBJECT -> entry.subject(matcher.group(1));
                        });
            }
        }
        return Optional.empty();
    }
}
