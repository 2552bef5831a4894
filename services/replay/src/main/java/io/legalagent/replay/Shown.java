package io.legalagent.replay;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Source;
import java.util.ArrayList;
import java.util.List;

/**
 * A passage an answer lists, cited ({@code sources}) or kept and not cited ({@code alsoConsulted}),
 * with the field name a difference names it by. Replay checks both lists: the research covers every
 * kept passage, whether the answer cites it or not.
 */
record Shown(String name, Source source) {

    static List<Shown> sources(Answer answer) {
        var shown = new ArrayList<Shown>();
        add("sources", answer.sources(), shown);
        if (answer.alsoConsulted() != null) {
            add("alsoConsulted", answer.alsoConsulted(), shown);
        }
        return shown;
    }

    private static void add(String field, List<Source> sources, List<Shown> shown) {
        for (int i = 0; i < sources.size(); i++) {
            shown.add(new Shown(field + "[" + i + "]", sources.get(i)));
        }
    }
}
