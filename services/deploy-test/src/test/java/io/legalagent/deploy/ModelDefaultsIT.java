package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.model.ModelSettings;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The model the deployments pull and ask for by default is the services' own default, in compose,
 * in the base and in the dev overlay; prod's larger GPU model is the one documented exception.
 */
class ModelDefaultsIT {

    private static final String CODE_DEFAULT =
            ModelSettings.bind(Map.of()).ollama().model();

    @Test
    void composePullsAndAsksForTheServicesDefaultModel() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        assertThat(ComposeFileIT.resolved(compose.at("services", "ollama-pull", "entrypoint", 2)))
                .isEqualTo(CODE_DEFAULT);
        assertThat(ComposeFileIT.resolved(
                        compose.at("services", "executor", "environment", "LEGAL_MODEL_OLLAMA_MODEL")))
                .isEqualTo(CODE_DEFAULT);
    }

    @Test
    void kubernetesAsksForTheServicesDefaultModelExceptOnProdsGpu() {
        for (Rendering rendering : Rendering.all()) {
            String model = rendering.configData("legal-model-config").get("LEGAL_MODEL_OLLAMA_MODEL");
            if (rendering.name().endsWith("prod")) {
                assertThat(Project.read("docs/deployment.md"))
                        .as("prod's model is a documented choice")
                        .contains("`" + model + "`")
                        .contains("deliberate choice");
                assertThat(Project.read("k8s/overlays/prod/kustomization.yaml")).contains("Deliberately");
            } else {
                assertThat(model).as("%s model", rendering).isEqualTo(CODE_DEFAULT);
            }
        }
    }
}
