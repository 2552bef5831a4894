package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChaosKillerTest {
    private final Services services = new Services(
            StackConfig.from(Path.of("/project"), Map.of(StackConfig.SECURITY_ENV, "off")::get), n -> null);

    private static ChaosKiller killer(boolean moved) {
        return new ChaosKiller(null, null, null, 1, System.err)
                .restartWith(List.of("LEGAL_RETRIEVAL_MEMORY_COLLECTION=chaos"))
                .moved(moved);
    }

    @Test
    void aServiceRestartedInPlaceKeepsItsIdentity() {
        var env = services.environment("planner", Model.offline(), killer(false).settingsFor("planner", 3));

        assertThat(env)
                .containsEntry("LEGAL_RUNTIME_INSTANCE_ID", "planner")
                .containsEntry("LEGAL_RETRIEVAL_MEMORY_COLLECTION", "chaos");
    }

    @Test
    void aMovedServiceComesBackAsANewInstanceAndNoOtherServiceChanges() {
        var settings = killer(true).settingsFor("planner", 3);

        assertThat(services.environment("planner", Model.offline(), settings))
                .containsEntry("LEGAL_RUNTIME_INSTANCE_ID", "planner-moved-3")
                .containsEntry("LEGAL_RETRIEVAL_MEMORY_COLLECTION", "chaos");
        assertThat(services.environment("executor", Model.offline(), settings))
                .containsEntry("LEGAL_RUNTIME_INSTANCE_ID", "executor");
    }

    @Test
    void aServiceStillComingBackFromAKillIsNotKilledAgainNorOneThatIsNotReady() {
        var killer = killer(false);
        var all = List.of("guard", "planner", "evaluator");
        killer.killed("evaluator");

        var picks = new java.util.HashSet<String>();
        for (int i = 0; i < 50; i++) {
            killer.pick(all, name -> !name.equals("guard")).ifPresent(picks::add);
        }

        assertThat(picks).containsExactly("planner");
        assertThat(killer.pick(List.of("evaluator"), name -> true)).isEmpty();
    }
}
