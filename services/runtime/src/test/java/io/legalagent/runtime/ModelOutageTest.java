package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.ports.ModelUnavailable;
import io.legalagent.ports.TransientFailure;
import java.net.ConnectException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.listener.ListenerExecutionFailedException;

/** When a hop that failed for good carries its run on without the model, and when the run fails. */
class ModelOutageTest {
    enum Way {
        ON,
        OFF
    }

    /** A node that knows how to go on without the model: it takes route OFF. */
    private static final Node<Way> GOES_ON = node(true);
    /** A node that does not: the runtime's default. */
    private static final Node<Way> CANNOT = node(false);

    private static Node<Way> node(boolean goesOn) {
        return new Node<>() {
            @Override
            public NodeName name() {
                return NodeName.REPLANNER;
            }

            @Override
            public Class<Way> routeType() {
                return Way.class;
            }

            @Override
            public Transition<Way> apply(AgentState state) {
                return Transition.to(Way.ON, state);
            }

            @Override
            public Optional<Transition<Way>> withoutModel(AgentState state) {
                return goesOn ? Optional.of(Transition.to(Way.OFF, state)) : Optional.empty();
            }
        };
    }

    /** As the container hands it over: the listener's wrapper around the node's wrapper. */
    private static Exception failed(RuntimeException thrown) {
        return new ListenerExecutionFailedException("Listener failed", NodeFailure.of(thrown));
    }

    private static final Exception MODEL_DOWN = failed(new ModelUnavailable(
            "The model call failed after 3 attempts: 503", new TransientFailure("503", new ConnectException())));

    private static AgentState withSteps(StepStatus... statuses) {
        var state = AgentState.start("run-1", "request-1", Question.of("What is battery?"), Instant.EPOCH);
        var steps = new java.util.ArrayList<PlanStep>();
        for (int i = 0; i < statuses.length; i++) {
            var execution =
                    new StepExecution(List.of("battery"), List.of(), "Battery is ...", 0.8, 5, 0, List.of(), null);
            steps.add(new PlanStep(i + 1, "", "Step " + (i + 1) + "?", statuses[i], execution));
        }
        return state.withPlan(steps);
    }

    @Test
    void aRunWithACompletedStepGoesOnByTheNodesOwnRouteMarkedDegraded() {
        var state = withSteps(StepStatus.COMPLETED, StepStatus.FAILED);

        var carried = ModelOutage.carryOn(GOES_ON, state, MODEL_DOWN);

        assertThat(carried).hasValueSatisfying(t -> {
            assertThat(t.route()).isEqualTo(Way.OFF);
            assertThat(t.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
            var degradation = t.state().outcome().degradation();
            assertThat(degradation.kind()).isEqualTo(DegradationKind.MODEL_UNAVAILABLE);
            assertThat(degradation.node()).isEqualTo("replanner");
            assertThat(degradation.reason()).isEqualTo("The model call failed after 3 attempts: 503");
        });
    }

    @Test
    void aRunWithoutACompletedStepFails() {
        assertThat(ModelOutage.carryOn(GOES_ON, withSteps(), MODEL_DOWN)).isEmpty();
        assertThat(ModelOutage.carryOn(GOES_ON, withSteps(StepStatus.FAILED, StepStatus.EXECUTED), MODEL_DOWN))
                .isEmpty();
    }

    @Test
    void otherFailuresFailTheRunEvenWithCompletedSteps() {
        var state = withSteps(StepStatus.COMPLETED);

        assertThat(ModelOutage.carryOn(GOES_ON, state, failed(new TransientFailure("Chroma timed out"))))
                .isEmpty();
        assertThat(ModelOutage.carryOn(GOES_ON, state, failed(new IllegalStateException("bug"))))
                .isEmpty();
    }

    @Test
    void aNodeWithoutAWayOnFailsTheRun() {
        assertThat(ModelOutage.carryOn(CANNOT, withSteps(StepStatus.COMPLETED), MODEL_DOWN))
                .isEmpty();
    }

    @Test
    void aRunAlreadyFinishedIsNotCarriedOn() {
        var failed = withSteps(StepStatus.COMPLETED)
                .withError(RunStatus.FAILED, new RunError(ErrorKind.HOP_LIMIT, "planner", "too many hops"));

        assertThat(ModelOutage.carryOn(GOES_ON, failed, MODEL_DOWN)).isEmpty();
    }
}
