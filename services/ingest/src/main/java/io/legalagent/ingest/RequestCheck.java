package io.legalagent.ingest;

import io.legalagent.contracts.DocumentRequest;
import io.legalagent.contracts.DocumentRequest.DocumentAction;
import io.legalagent.ingest.CheckedRequest.Accepted;
import io.legalagent.ingest.CheckedRequest.Refused;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.library.OwnedLibrary;
import java.util.Arrays;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads and checks one record of legal.documents: JSON of a {@link DocumentRequest} with a request
 * id, a known action, a valid library and organisation name (a library other than the default one
 * for an organisation other than the configured one), and what the action needs (a file inline or by claim
 * check with a plain name, within the size limit; a document id to delete). Everything a record
 * alone can tell is checked here, before any file is touched.
 */
final class RequestCheck {
    private static final Pattern DOCUMENT_ID = Pattern.compile("[0-9a-f]{64}");

    private final JsonMapper mapper = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();
    private final IngestSettings settings;

    RequestCheck(IngestSettings settings) {
        this.settings = settings;
    }

    /** @param key the record's key, which names the request when the record itself cannot */
    CheckedRequest check(@Nullable String key, byte @Nullable [] value) {
        String fallbackId = key == null || key.isBlank() ? "(no request id)" : key;
        if (value == null || value.length == 0) {
            return new Refused(fallbackId, settings.library(), settings.organisation(), null, "record has no value");
        }
        JsonNode tree;
        try {
            tree = mapper.readTree(value);
        } catch (JacksonException e) {
            return new Refused(
                    fallbackId,
                    settings.library(),
                    settings.organisation(),
                    null,
                    "not JSON: " + e.getOriginalMessage());
        }
        if (!tree.isObject()) {
            return new Refused(fallbackId, settings.library(), settings.organisation(), null, "not a JSON object");
        }
        String requestId = text(tree, "requestId");
        String id = requestId == null || requestId.isBlank() ? fallbackId : requestId;
        String library = text(tree, "library");
        String fileName = text(tree, "fileName");
        String shownLibrary = library == null ? settings.library() : library;
        String organisation = text(tree, "organisation");
        String shownOrganisation = organisation == null ? settings.organisation() : organisation;
        var problem = shapeProblem(tree, requestId);
        if (problem != null) {
            return new Refused(id, shownLibrary, shownOrganisation, fileName, problem);
        }
        DocumentRequest request;
        try {
            request = mapper.treeToValue(tree, DocumentRequest.class);
        } catch (JacksonException | IllegalArgumentException e) {
            String message = e instanceof JacksonException j ? j.getOriginalMessage() : e.getMessage();
            return new Refused(id, shownLibrary, shownOrganisation, fileName, "not a document request: " + message);
        }
        return checkContent(request, shownLibrary, shownOrganisation);
    }

    private static @Nullable String shapeProblem(JsonNode tree, @Nullable String requestId) {
        if (requestId == null || requestId.isBlank()) {
            return "missing requestId";
        }
        String action = text(tree, "action");
        if (action == null) {
            return "missing action (INGEST or DELETE)";
        }
        if (Arrays.stream(DocumentAction.values()).noneMatch(a -> a.name().equals(action))) {
            return "unknown action '" + action + "' (INGEST or DELETE)";
        }
        return null;
    }

    private CheckedRequest checkContent(DocumentRequest request, String shownLibrary, String shownOrganisation) {
        String library;
        String organisation;
        try {
            library = Libraries.checked(request.library() == null ? settings.library() : request.library());
            organisation = Libraries.organisation(shownOrganisation);
        } catch (IllegalArgumentException e) {
            return new Refused(
                    request.requestId(), shownLibrary, shownOrganisation, request.fileName(), e.getMessage());
        }
        var owned = new OwnedLibrary(organisation, library);
        if (owned.isDefault() && !organisation.equals(settings.organisation())) {
            return refused(
                    request,
                    owned,
                    request.fileName(),
                    "the default library is shared by every organisation; organisation '" + organisation
                            + "' adds documents to a library of its own (name one)");
        }
        if (request.action() == DocumentAction.DELETE) {
            String documentId = request.documentId();
            if (documentId == null || !DOCUMENT_ID.matcher(documentId).matches()) {
                return refused(
                        request,
                        owned,
                        request.fileName(),
                        "DELETE needs documentId, the file's SHA-256 (64 hex digits)");
            }
            return new Accepted(request, library, organisation, request.fileName());
        }
        return checkIngest(request, owned);
    }

    private CheckedRequest checkIngest(DocumentRequest request, OwnedLibrary library) {
        boolean inline = request.content() != null;
        boolean claimed = request.claimCheck() != null;
        if (inline == claimed) {
            return refused(
                    request, library, request.fileName(), "INGEST needs exactly one of content (base64) or claimCheck");
        }
        String fileName = request.fileName() != null ? request.fileName() : request.claimCheck();
        String nameProblem = FileNames.problem(fileName);
        if (nameProblem != null) {
            return refused(request, library, fileName, "fileName " + nameProblem);
        }
        if (claimed) {
            String claimProblem = FileNames.problem(request.claimCheck());
            return claimProblem == null
                    ? new Accepted(request, library.library(), library.organisation(), fileName)
                    : refused(request, library, fileName, "claimCheck " + claimProblem);
        }
        long bytes = FileNames.decodedLength(request.content());
        if (bytes > settings.maxBytes()) {
            return refused(request, library, fileName, FileNames.tooLarge(bytes, settings.maxBytes()));
        }
        return new Accepted(request, library.library(), library.organisation(), fileName);
    }

    private static Refused refused(
            DocumentRequest request, OwnedLibrary library, @Nullable String fileName, String reason) {
        return new Refused(request.requestId(), library.library(), library.organisation(), fileName, reason);
    }

    private static @Nullable String text(JsonNode tree, String field) {
        JsonNode node = tree.get(field);
        return node == null || node.isNull() ? null : node.asString();
    }
}
