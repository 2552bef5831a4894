package io.legalagent.gateway;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.apache.tomcat.util.http.fileupload.impl.FileSizeLimitExceededException;
import org.apache.tomcat.util.http.fileupload.impl.SizeLimitExceededException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Every error as RFC 9457 {@code application/problem+json}: Spring MVC's own (415 wrong content type,
 * 405, 404 of an unknown path, ...) through its base class, the gateway's through
 * {@link ErrorResponseException}s made here, and anything unexpected as a 500 that names no class
 * and carries no stack trace.
 */
@RestControllerAdvice
class Problems extends ResponseEntityExceptionHandler {
    private static final Logger log = LoggerFactory.getLogger(Problems.class);
    static final String TYPE_BASE = "https://legal-agent.dev/problems/";

    /** One invalid field of a request body. */
    record FieldError(String field, String detail) {}

    static ErrorResponseException badRequest(String detail, List<FieldError> errors) {
        var problem = problem(HttpStatus.BAD_REQUEST, "invalid-question", "Invalid question", detail);
        if (!errors.isEmpty()) {
            problem.setProperty("errors", errors);
        }
        return new ErrorResponseException(HttpStatus.BAD_REQUEST, problem, null);
    }

    static ErrorResponseException badRequest(String field, String detail) {
        return badRequest(field + ": " + detail, List.of(new FieldError(field, detail)));
    }

    /** 400 of a review decision: the field named, why it cannot be applied. */
    static ErrorResponseException invalidDecision(String field, String detail) {
        var problem = problem(HttpStatus.BAD_REQUEST, "invalid-decision", "Invalid decision", field + ": " + detail);
        problem.setProperty("errors", List.of(new FieldError(field, detail)));
        return new ErrorResponseException(HttpStatus.BAD_REQUEST, problem, null);
    }

    static ErrorResponseException tooLarge(long limit) {
        return of(
                HttpStatus.CONTENT_TOO_LARGE,
                "body-too-large",
                "Request body too large",
                "the body is larger than the " + limit + " bytes accepted (legal.gateway.max-body-size)");
    }

    static ErrorResponseException fileTooLarge(String fileName, long limit) {
        var error = of(
                HttpStatus.CONTENT_TOO_LARGE,
                "file-too-large",
                "File too large",
                fileName + " is larger than the " + limit + " bytes a file may have (legal.ingest.max-file-bytes)");
        error.getBody().setProperty("fileName", fileName);
        return error;
    }

    static ErrorResponseException tooManyRequests(String what, Duration retryAfter) {
        var error = of(
                HttpStatus.TOO_MANY_REQUESTS,
                "rate-limited",
                "Too many requests",
                "you have made too many " + what + " requests; try again in " + retryAfter.toSeconds() + " s");
        error.getHeaders().set(HttpHeaders.RETRY_AFTER, Long.toString(Math.max(1, retryAfter.toSeconds())));
        return error;
    }

    static ErrorResponseException tooManyStreams(String detail) {
        var error = of(HttpStatus.TOO_MANY_REQUESTS, "too-many-streams", "Too many event streams", detail);
        error.getHeaders().set(HttpHeaders.RETRY_AFTER, "5");
        return error;
    }

    static ErrorResponseException kafkaUnavailable(String detail) {
        return of(HttpStatus.SERVICE_UNAVAILABLE, "kafka-unavailable", "Kafka is unreachable", detail);
    }

    static ErrorResponseException notFound(String type, String title, String detail) {
        return of(HttpStatus.NOT_FOUND, type, title, detail);
    }

    /** 403: the caller is signed in but lacks what the request needs (a role, named). */
    static ErrorResponseException forbidden(String detail) {
        var error = of(HttpStatus.FORBIDDEN, "forbidden", "Forbidden", detail);
        error.getHeaders()
                .set(
                        HttpHeaders.WWW_AUTHENTICATE,
                        "Bearer error=\"insufficient_scope\", error_description=\"" + detail.replace("\"", "'") + "\"");
        return error;
    }

    static ErrorResponseException conflict(String type, String title, String detail) {
        return of(HttpStatus.CONFLICT, type, title, detail);
    }

    static ErrorResponseException of(HttpStatus status, String type, String title, String detail) {
        return new ErrorResponseException(status, problem(status, type, title, detail), null);
    }

    static ProblemDetail problem(HttpStatus status, String type, String title, String detail) {
        var problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setType(URI.create(TYPE_BASE + type));
        problem.setTitle(title);
        return problem;
    }

    /**
     * An upload over the multipart limits: Tomcat stops reading at the first file over
     * {@code legal.ingest.max-file-bytes} and names it; over the whole upload's limit no file is named.
     */
    @Override
    protected ResponseEntity<Object> handleMaxUploadSizeExceededException(
            MaxUploadSizeExceededException e, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        ErrorResponseException problem = null;
        for (Throwable cause = e; cause != null && problem == null; cause = cause.getCause()) {
            if (cause instanceof FileSizeLimitExceededException tooLarge) {
                problem = fileTooLarge(String.valueOf(tooLarge.getFileName()), tooLarge.getPermittedSize());
            } else if (cause instanceof SizeLimitExceededException whole) {
                problem = of(
                        HttpStatus.CONTENT_TOO_LARGE,
                        "upload-too-large",
                        "Upload too large",
                        "the upload is larger than the " + whole.getPermittedSize() + " bytes one upload may carry ("
                                + UploadSettings.FILES_PER_UPLOAD + " times legal.ingest.max-file-bytes); send"
                                + " fewer files at once");
            }
        }
        if (problem == null) {
            problem =
                    of(HttpStatus.CONTENT_TOO_LARGE, "upload-too-large", "Upload too large", "the upload is too large");
        }
        return createResponseEntity(problem.getBody(), headers, HttpStatus.CONTENT_TOO_LARGE, request);
    }

    /** The unexpected: logged here with its cause, answered without either. */
    @ExceptionHandler(Exception.class)
    ResponseEntity<Object> unexpected(Exception e, WebRequest request) {
        log.error("unexpected error on {}", request.getDescription(false), e);
        var problem = problem(
                HttpStatus.INTERNAL_SERVER_ERROR,
                "internal",
                "Internal error",
                "the gateway could not handle this request; the error is in its log");
        return createResponseEntity(problem, new HttpHeaders(), HttpStatus.INTERNAL_SERVER_ERROR, request);
    }
}
