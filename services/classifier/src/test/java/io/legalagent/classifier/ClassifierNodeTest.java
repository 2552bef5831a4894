package io.legalagent.classifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.ports.Skilled;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClassifierNodeTest {
    private static final ModelUsage ONE_CALL = new ModelUsage(1, 120, 10, 30, 3, 0, 5);

    private static AgentState stateFor(Question question) {
        return AgentState.start("run-1", "req-1", question, Instant.EPOCH);
    }

    @Test
    void setsTheQueryTypeAndAccountsTheCall() {
        var seen = new ArrayList<Question>();
        var question = new Question("Is the guard liable for battery?", List.of(new Choice("A", "Yes")));
        var node = new ClassifierNode(q -> {
            seen.add(q);
            return new Skilled<>(QueryType.SIMPLE, ONE_CALL);
        });

        var result = node.apply(stateFor(question));

        assertThat(result.route()).isEqualTo(ClassifierRoute.CLASSIFIED);
        assertThat(result.state().intake().queryType()).isEqualTo(QueryType.SIMPLE);
        assertThat(seen).containsExactly(question);
        assertThat(result.state().telemetry().metrics().model()).isEqualTo(ONE_CALL);
        assertThat(result.state().telemetry().metrics().nodes()).singleElement().satisfies(m -> assertThat(m.node())
                .isEqualTo(NodeName.CLASSIFIER.id()));
    }

    @Test
    void treatsAMissingTypeAsMultiHop() {
        var node = new ClassifierNode(q -> Skilled.free(null));

        var result = node.apply(stateFor(Question.of("What is battery?")));

        assertThat(result.route()).isEqualTo(ClassifierRoute.CLASSIFIED);
        assertThat(result.state().intake().queryType()).isEqualTo(QueryType.MULTI_HOP);
    }

    @Test
    void identifiesItself() {
        var node = new ClassifierNode(q -> Skilled.free(QueryType.SIMPLE));

        assertThat(node.name()).isEqualTo(NodeName.CLASSIFIER);
        assertThat(node.routeType()).isEqualTo(ClassifierRoute.class);
    }
}
