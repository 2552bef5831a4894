package io.legalagent.cli;

/**
 * One hop of a run as seen on {@code legal.progress}: its number, the node that made it, and the
 * milliseconds from the previous hop's progress event (for the first hop: from the moment the
 * question was published) to this hop's event. That covers the previous hop's commit, the delivery
 * to this node, and this node's own work up to its writes.
 */
record HopGap(int hop, String node, double millis) {}
