package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.route.ClassifierRoute;
import org.junit.jupiter.api.Test;

class RouteCheckTest {
    enum Unmapped {
        NOWHERE
    }

    @Test
    void aRouteWithoutATopicStopsTheNode() {
        Node<Unmapped> node = new Node<>() {
            public NodeName name() {
                return NodeName.CLASSIFIER;
            }

            public Class<Unmapped> routeType() {
                return Unmapped.class;
            }

            public Transition<Unmapped> apply(AgentState state) {
                return Transition.to(Unmapped.NOWHERE, state);
            }
        };

        assertThatThrownBy(() -> RouteCheck.verify(node))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Unmapped.NOWHERE has no topic")
                .hasMessageContaining("classifier");
    }

    @Test
    void everyRouteOfARealNodeHasATopic() {
        assertThatCode(() -> RouteCheck.verify(new ToyClassifier())).doesNotThrowAnyException();
    }

    @Test
    void routesOtherThanTheTopologysStopTheNode() {
        Node<ClassifierRoute> planner = new Node<>() {
            public NodeName name() {
                return NodeName.PLANNER;
            }

            public Class<ClassifierRoute> routeType() {
                return ClassifierRoute.class;
            }

            public Transition<ClassifierRoute> apply(AgentState state) {
                return Transition.to(ClassifierRoute.CLASSIFIED, state);
            }
        };

        assertThatThrownBy(() -> RouteCheck.verify(planner))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("planner")
                .hasMessageContaining("not the topology's");
    }
}
