package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.access.AccessTable;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GatewayTest {
    @TempDir
    Path project;

    @Test
    void itListensOnTheLoopbackAddressAtItsPortAndLogsInAsTheGatewayOnly() throws Exception {
        var config = StackConfig.from(project, Map.of("LEGAL_GATEWAY_PORT", "8180", "LEGAL_KAFKA_PORT", "9192")::get);
        var credentials = Credentials.of(config);
        credentials.ensure(config.bootstrap());

        var gateway = new Gateway(config);
        var env = gateway.environment();

        assertThat(gateway.url()).isEqualTo("http://127.0.0.1:8180/");
        assertThat(env)
                .containsEntry("SERVER_PORT", "8180")
                .containsEntry("SERVER_ADDRESS", "127.0.0.1")
                .containsEntry("MANAGEMENT_SERVER_PORT", "8081")
                .containsEntry("MANAGEMENT_SERVER_ADDRESS", "127.0.0.1")
                .containsEntry("SPRING_KAFKA_BOOTSTRAP_SERVERS", "127.0.0.1:9192")
                .containsEntry("OTEL_SERVICE_NAME", "gateway")
                .containsKey("LEGAL_RETRIEVAL_CHROMA_URL");
        assertThat(env.get("SPRING_KAFKA_PROPERTIES_SASL_JAAS_CONFIG"))
                .contains("username=\"" + AccessTable.GATEWAY + "\"")
                .contains(credentials.password(AccessTable.GATEWAY));
        for (String other : Credentials.identities()) {
            if (!other.equals(AccessTable.GATEWAY)) {
                assertThat(env.values()).noneMatch(value -> value.contains(credentials.password(other)));
            }
        }
        assertThat(config.gatewayJar())
                .isEqualTo(project.resolve("services/gateway/target/gateway-0.1.0-SNAPSHOT-exec.jar"));
    }

    @Test
    void itsPortIs8080ByDefault() {
        var config = StackConfig.from(project, name -> null);
        assertThat(new Gateway(config).url()).isEqualTo("http://127.0.0.1:8080/");
    }
}
