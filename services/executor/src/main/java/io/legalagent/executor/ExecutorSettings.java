package io.legalagent.executor;

import io.legalagent.ports.FrozenConstants;
import java.util.SortedMap;
import java.util.TreeMap;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the executor node, {@code legal.executor.*}.
 *
 * @param choiceAwareQueries for a multiple-choice question, add its choices to every step's search
 *     queries (the plan and the synthesis still never see them); measured to quadruple gold hit@5
 * @param contextHeadTailChars a passage longer than twice this is cut to its first and last this many
 *     characters in the synthesis's context window, so the window is bounded and reproducible
 */
@ConfigurationProperties("legal.executor")
record ExecutorSettings(Boolean choiceAwareQueries, Integer contextHeadTailChars) implements FrozenConstants {
    static final int DEFAULT_HEAD_TAIL_CHARS = 4000;

    ExecutorSettings {
        choiceAwareQueries = choiceAwareQueries == null || choiceAwareQueries;
        contextHeadTailChars = contextHeadTailChars == null ? DEFAULT_HEAD_TAIL_CHARS : contextHeadTailChars;
    }

    static ExecutorSettings defaults() {
        return new ExecutorSettings(null, null);
    }

    @Override
    public SortedMap<String, String> frozenConstants() {
        var constants = new TreeMap<String, String>();
        constants.put("choice_aware_queries", choiceAwareQueries.toString());
        constants.put("context_head_tail_chars", contextHeadTailChars.toString());
        return constants;
    }
}
