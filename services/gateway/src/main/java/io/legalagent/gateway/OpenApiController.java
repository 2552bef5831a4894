package io.legalagent.gateway;

import org.springframework.core.io.ClassPathResource;
import org.springframework.core.io.Resource;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/openapi.json}: the API described in OpenAPI 3.1, written by hand beside the code;
 * a test holds it to the controllers' mappings, and its question schema to the one in contracts.
 */
@RestController
class OpenApiController {
    static final String DOCUMENT = "openapi.json";

    @GetMapping(path = "/api/openapi.json", produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<Resource> openApi() {
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(new ClassPathResource(DOCUMENT));
    }
}
