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
 * @param contextHeadTailChars a passage longer than twice this is cut to its first and last this many
 *     characters in the synthesis's context window, so the window is bounded and reproducible
 */
@ConfigurationProperties("legal.executor")
record ExecutorSettings(
        @DefaultValue("true") boolean choiceAwareQueries, @DefaultValue("4000") int contextHeadTailChars)
        implements FrozenSettings {

    static ExecutorSettings defaults() {
        return new Binder().bindOrCreate("legal.executor", ExecutorSettings.class);
    }
}
