package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Question;
import io.legalagent.ports.TransientFailure;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.listener.ListenerExecutionFailedException;

/** How a failed hop is printed: types for logs, a masked and bounded reason for the answer. */
class ErrorsTest {
    private static final String KEY = "sk-proj-0a9b8c7d6e5f4a3b";

    @Test
    void aTransientFailureGivesItsMessageAndTheTriesAndTheLogGetsTypesOnly() {
        var error = new ListenerExecutionFailedException(
                "Listener failed",
                new TransientFailure(
                        "The model call failed after 3 attempts",
                        new UncheckedIOException("request failed", new ConnectException())));

        var failed = RunFailures.nodeFailed(NodeName.EXECUTOR, state(), error, 10);

        assertThat(failed.outcome().error().reason())
                .isEqualTo("executor failed after 10 tries: The model call failed after 3 attempts");
        assertThat(Errors.types(error)).isEqualTo("TransientFailure < UncheckedIOException < ConnectException");
    }

    @Test
    void aPermanentFailureGivesItsRootCause() {
        var error = new IllegalStateException("wrapped", new IllegalArgumentException("cannot classify this"));

        assertThat(RunFailures.nodeFailed(NodeName.CLASSIFIER, state(), error, 10)
                        .outcome()
                        .error()
                        .reason())
                .isEqualTo("classifier failed: IllegalArgumentException: cannot classify this");
    }

    @Test
    void credentialsInAnErrorAreMaskedAndLongMessagesCut() {
        var error = new IllegalStateException("HTTP 401: Authorization: Bearer " + KEY + " " + "x".repeat(2000));

        String reason = RunFailures.nodeFailed(NodeName.PLANNER, state(), error, 10)
                .outcome()
                .error()
                .reason();

        assertThat(reason).doesNotContain(KEY).contains("Bearer ****").hasSizeLessThan(600);
        assertThat(Errors.types(error)).doesNotContain(KEY);
    }

    private static AgentState state() {
        return AgentState.start("run-1", "request-1", Question.of("What is battery?"), Instant.now());
    }
}
