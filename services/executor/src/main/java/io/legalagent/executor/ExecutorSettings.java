package io.legalagent.executor;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the executor node, {@code legal.executor.*}.
 *
 * @param choiceAwareQueries for a multiple-choice question, add its choices to every step's search
 *     queries (the plan and the synthesis still never see them); measured to quadruple gold hit@5
 */
@ConfigurationProperties("legal.executor")
record ExecutorSettings(Boolean choiceAwareQueries) {
    ExecutorSettings {
        choiceAwareQueries = choiceAwareQueries == null || choiceAwareQueries;
    }

    static ExecutorSettings defaults() {
        return new ExecutorSettings(null);
    }
}
