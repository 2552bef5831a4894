package io.legalagent.executor;

import io.legalagent.ports.FrozenSettings;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the executor node, {@code legal.executor.*}.
 *
 * @param choiceAwareQueries for a multiple-choice question, add its choices to every step's search
 *     queries (the plan and the synthesis still never see them); measured to quadruple gold hit@5
 *     <p>Head-tail trimming of the synthesis's context window is no setting: it is a frozen constant of
 *     the ResearchPack's constants record ({@code RpConstants}), recorded by {@link RpConstantsRecord}.
 */
@ConfigurationProperties("legal.executor")
record ExecutorSettings(@DefaultValue("true") boolean choiceAwareQueries) implements FrozenSettings {

    static ExecutorSettings defaults() {
        return new Binder().bindOrCreate("legal.executor", ExecutorSettings.class);
    }
}
