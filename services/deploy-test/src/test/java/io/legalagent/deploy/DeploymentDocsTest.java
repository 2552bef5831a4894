package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** docs/deployment.md names what an operator must do that the files cannot do for them. */
class DeploymentDocsTest {

    private final String docs = Project.read("docs/deployment.md");

    @Test
    void namesEveryExternalSecretWithItsKey() {
        Project.EXTERNAL_SECRETS.forEach(
                (secret, key) -> assertThat(docs).contains(secret).contains(key));
    }

    @Test
    void showsTheCommandsItPromises() {
        assertThat(docs)
                .contains("kubectl apply -k k8s/overlays/dev")
                .contains("kubectl -n legal-agent port-forward svc/jaeger 16686")
                .contains("docker compose up")
                .contains("k8s/sync-skills.sh")
                .contains("legal-agent/kafka-client=true");
    }
}
