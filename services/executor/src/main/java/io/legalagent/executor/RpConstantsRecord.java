package io.legalagent.executor;

import io.legalagent.contracts.RpConstants;
import io.legalagent.ports.FrozenConstants;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The constants record in force ({@link RpConstants#V1_1}) as {@code rp.<name>} frozen constants: the
 * head-tail trimming of the context window and the snippet window the answer's sources show come
 * from it, so a pack names the version they were made with and a replay names a change.
 */
final class RpConstantsRecord implements FrozenConstants {
    static final String PREFIX = "rp.";

    @Override
    public SortedMap<String, String> frozenConstants() {
        var constants = new TreeMap<String, String>();
        RpConstants.V1_1.asMap().forEach((name, value) -> constants.put(PREFIX + name, value));
        return constants;
    }
}
