package io.legalagent.ports;

import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Settings that shape an answer (sizes, thresholds, model ids, prompt hashes), named and rendered as
 * text. The runtime records every such bean of a service in the run's ResearchPack manifest, under
 * the node's name, so a replay can tell which of them changed.
 */
public interface FrozenConstants {
    SortedMap<String, String> frozenConstants();

    /** Sorted, each value as {@code String.valueOf} renders it. */
    static SortedMap<String, String> of(Map<String, ?> values) {
        var constants = new TreeMap<String, String>();
        values.forEach((name, value) -> constants.put(name, String.valueOf(value)));
        return constants;
    }
}
