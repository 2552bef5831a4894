package io.legalagent.runtime;

import io.legalagent.contracts.NodeName;
import io.legalagent.ports.BuildInfo;
import io.legalagent.ports.FrozenConstants;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The frozen constants a node records in the research log at each hop: every {@link FrozenConstants}
 * bean of its service, the runtime's own hop budget and the build, each key prefixed with the node's
 * name ({@code executor.retrieval.top_k}). Collected on the first hop, when lazy beans such as the
 * retrieval settings exist, and unchanged afterwards.
 */
final class NodeConstants {
    static final String BUILD_SHA = "build_sha";

    private NodeConstants() {}

    static SortedMap<String, String> of(NodeName node, List<FrozenConstants> sources, RuntimeSettings settings) {
        var constants = new TreeMap<String, String>();
        String prefix = node.id() + ".";
        for (var source : sources) {
            source.frozenConstants().forEach((name, value) -> constants.put(prefix + name, value));
        }
        constants.put(prefix + "runtime.max_hops", Integer.toString(settings.maxHops()));
        constants.put(prefix + BUILD_SHA, BuildInfo.sha());
        return Collections.unmodifiableSortedMap(constants);
    }
}
