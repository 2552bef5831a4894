package io.legalagent.model;

/** The prompts this module loads, by file name, and whether the model must answer in JSON. */
enum Skill {
    DETECT_INJECTION("detect_injection", true),
    CLASSIFY("classify", true),
    PLAN("plan", true),
    QUERY_REWRITE("query_rewrite", true),
    SYNTHESIZE_AND_CITE("synthesize_and_cite", false),
    REPLAN("replan", true),
    MC_SELECT("mc_select", false);

    private final String fileName;
    private final boolean json;

    Skill(String fileName, boolean json) {
        this.fileName = fileName;
        this.json = json;
    }

    /** The name a skill is loaded by: {@code skills/<name>.md}. */
    String skillName() {
        return fileName;
    }

    boolean json() {
        return json;
    }
}
