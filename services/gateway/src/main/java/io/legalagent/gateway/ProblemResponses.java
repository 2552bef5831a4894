package io.legalagent.gateway;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import tools.jackson.databind.json.JsonMapper;

/** Writes a problem as {@code application/problem+json} where no controller runs: in the security filters. */
final class ProblemResponses {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ProblemResponses() {}

    static void write(HttpServletResponse response, ProblemDetail problem) throws IOException {
        var body = new LinkedHashMap<String, Object>();
        body.put("type", String.valueOf(problem.getType()));
        body.put("title", problem.getTitle());
        body.put("status", problem.getStatus());
        body.put("detail", problem.getDetail());
        if (problem.getProperties() != null) {
            body.putAll(problem.getProperties());
        }
        response.setStatus(problem.getStatus());
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        response.getOutputStream().write(JSON.writeValueAsBytes(body));
    }
}
