package io.legalagent.contracts.custody;

import org.jspecify.annotations.Nullable;

/**
 * The outcome of checking a run's custody: intact, or broken at one link, named by hop and node,
 * with the reason in words. {@code hop} is 0 when the break belongs to no single hop (a part nobody
 * vouched for).
 */
public record CustodyVerdict(boolean intact, int hop, @Nullable String node, String reason) {

    public static CustodyVerdict intact(int hops) {
        return new CustodyVerdict(true, hops, null, "every part of " + hops + " hops is vouched for");
    }

    public static CustodyVerdict broken(int hop, @Nullable String node, String reason) {
        return new CustodyVerdict(false, hop, node, reason);
    }

    /** The break in one line: where, and why. */
    public String describe() {
        if (intact) {
            return reason;
        }
        if (hop == 0) {
            return "broken custody: " + reason;
        }
        return "broken custody at hop " + hop + (node == null ? "" : " (" + node + ")") + ": " + reason;
    }
}
