package io.legalagent.retrieval.embed;

/**
 * Keeps DJL (whose tokenizer langchain4j uses) from reaching the network: its native library ships
 * inside the jar, and usage tracking is opted out of. Values already set by the caller win.
 */
final class OnnxRuntimeDefaults {
    private OnnxRuntimeDefaults() {}

    static void apply() {
        setIfAbsent("ai.djl.offline", "true");
        setIfAbsent("OPT_OUT_TRACKING", "true");
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }
}
