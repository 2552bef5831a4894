package io.legalagent.retrieval.cli;

/** Command-line defaults: no DJL network access or usage tracking (slf4j-nop keeps logging quiet). */
public final class Quiet {
    private Quiet() {}

    public static void apply() {
        if (System.getProperty("ai.djl.offline") == null) {
            System.setProperty("ai.djl.offline", "true");
        }
    }
}
