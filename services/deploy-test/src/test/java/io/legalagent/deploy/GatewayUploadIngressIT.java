package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The library's uploads pass the Ingress, read from the rendered manifests: {@code /api/documents}
 * has an Ingress of its own whose body limit admits the gateway's largest upload (4 files of
 * {@code legal.ingest.max-file-bytes}, 50 MB by default), unbuffered, to the gateway's port; the
 * rest of the API keeps its small limit.
 */
class GatewayUploadIngressIT {
    private static final long LARGEST_UPLOAD = 4L * 50 * 1024 * 1024;
    private static final long QUESTION_LIMIT = 64 * 1024;

    static List<Rendering> renderings() {
        return Rendering.all();
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void uploadsHaveTheirOwnLargeLimitAndQuestionsKeepTheSmallOne(Rendering rendering) {
        Doc uploads = rendering.get("Ingress", "gateway-uploads");
        var path = Tree.map(Tree.at(uploads.map("spec"), "rules", 0, "http", "paths", 0));
        assertThat(path.get("path")).isEqualTo("/api/documents");
        assertThat(path.get("pathType")).isEqualTo("Prefix");
        assertThat(Tree.at(path, "backend", "service", "name")).isEqualTo(Project.GATEWAY);
        assertThat(Tree.at(path, "backend", "service", "port", "name")).isEqualTo("http");
        Map<String, Object> annotations = uploads.map("metadata", "annotations");
        assertThat(bytes((String) annotations.get("nginx.ingress.kubernetes.io/proxy-body-size")))
                .as("the largest upload the gateway accepts passes the Ingress")
                .isGreaterThanOrEqualTo(LARGEST_UPLOAD);
        assertThat(annotations)
                .containsEntry("nginx.ingress.kubernetes.io/proxy-request-buffering", "off")
                .as("the files' progress events stream through")
                .containsEntry("nginx.ingress.kubernetes.io/proxy-buffering", "off");

        Doc api = rendering.get("Ingress", Project.GATEWAY);
        assertThat(bytes(api.string("metadata", "annotations", "nginx.ingress.kubernetes.io/proxy-body-size")))
                .as("a question's body stays small")
                .isLessThanOrEqualTo(QUESTION_LIMIT);
        assertThat(Tree.map(uploads.at("spec", "rules", 0)).get("host"))
                .as("both Ingresses answer on the same host")
                .isEqualTo(Tree.map(api.at("spec", "rules", 0)).get("host"));
    }

    /** nginx's size syntax: a number with an optional k or m (case-insensitive). */
    static long bytes(String size) {
        String value = size.strip().toLowerCase();
        long unit = value.endsWith("k") ? 1024 : value.endsWith("m") ? 1024 * 1024 : value.endsWith("g") ? 1L << 30 : 1;
        String number = unit == 1 ? value : value.substring(0, value.length() - 1);
        return Long.parseLong(number) * unit;
    }
}
