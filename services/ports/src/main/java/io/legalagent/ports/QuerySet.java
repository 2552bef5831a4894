package io.legalagent.ports;

import java.util.List;
import java.util.Objects;

/** The primary search query and its alternatives in other legal vocabulary. */
public record QuerySet(String primary, List<String> alternatives) {
    public QuerySet {
        Objects.requireNonNull(primary, "primary");
        alternatives = alternatives == null ? List.of() : List.copyOf(alternatives);
    }

    /** The primary query first, then the alternatives. */
    public List<String> all() {
        var all = new java.util.ArrayList<String>();
        all.add(primary);
        all.addAll(alternatives);
        return List.copyOf(all);
    }
}
