package io.legalagent.gateway;

import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;

/** Reads a request's body, refused (413) once it passes the limit, whether or not a Content-Length announced it. */
final class RequestBodies {
    private RequestBodies() {}

    static byte[] read(HttpServletRequest request, long maxBody) throws IOException {
        if (request.getContentLengthLong() > maxBody) {
            throw Problems.tooLarge(maxBody);
        }
        byte[] body = request.getInputStream().readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBody + 1));
        if (body.length > maxBody) {
            throw Problems.tooLarge(maxBody);
        }
        return body;
    }
}
