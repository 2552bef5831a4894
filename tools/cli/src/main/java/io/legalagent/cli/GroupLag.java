package io.legalagent.cli;

/**
 * One node's consumer group: its inbox, state, members and the records waiting for it.
 * {@code exact} is false when the figure is the raw offset difference (see {@link LagCounter}).
 */
record GroupLag(String group, String inbox, String state, int members, long lag, boolean exact) {}
